import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { SIGNATURE_MAX_PIXELS } from '../../../shared/contracts/contracts.schema';

/**
 * A signature drawn with a finger, a pen or a mouse (signature_pad), given back as a PNG data URL
 * once there is a stroke. The canvas follows its box's width and the screen's pixel density.
 */
export function SignatureCanvas({ onChange, label = 'Draw your signature' }: { onChange: (png: string | null) => void; label?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const p = new SignaturePad(el, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.6 });
    pad.current = p;
    const fit = () => {
      // The screen's density, lowered where the drawing would pass the size the server takes (a zoomed-in wide screen).
      const fits = Math.min(SIGNATURE_MAX_PIXELS.width / Math.max(el.offsetWidth, 1), SIGNATURE_MAX_PIXELS.height / Math.max(el.offsetHeight, 1));
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), fits);
      const strokes = p.toData();
      el.width = Math.floor(el.offsetWidth * ratio);
      el.height = Math.floor(el.offsetHeight * ratio);
      el.getContext('2d')?.scale(ratio, ratio);
      p.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    const ended = () => {
      setEmpty(p.isEmpty());
      change.current(p.isEmpty() ? null : p.toDataURL('image/png'));
    };
    p.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      p.removeEventListener('endStroke', ended);
      p.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    onChange(null);
  };
  return (
    <div className="signature-canvas">
      <canvas ref={canvas} role="img" aria-label={label} data-testid="signature-canvas" />
      <div className="signature-canvas-foot">
        <span className="muted">{empty ? label : 'Signed above the line'}</span>
        <button type="button" className="btn btn-ghost" onClick={clear} disabled={empty}>
          Clear
        </button>
      </div>
    </div>
  );
}
