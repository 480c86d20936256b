import { Avatar, type AvatarSize } from '../ui/avatar';
import './product-logo.css';

/** A product's logo, or its initials on its own colour while there is none or it cannot load (offline). */
export function ProductLogo({ name, logo, size = 'md', decorative = true }: { name: string; logo: string | null; size?: AvatarSize; decorative?: boolean }) {
  return <Avatar name={name} src={logo} size={size} decorative={decorative} className="product-logo" />;
}
