// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, avatarColors, initials } from './avatar';
import { NotBuiltYet } from './not-built-yet';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows initials named for screen readers, in a colour stable per name', () => {
    render(<Avatar name="Anna Maria Schmidt" size="lg" />);
    const avatar = screen.getByRole('img', { name: 'Anna Maria Schmidt' });
    expect(avatar.textContent).toBe('AS');
    expect(avatar.className).toContain('avatar-lg');
    expect(avatarColors('Anna Maria Schmidt')).toEqual(avatarColors('anna maria schmidt'));
  });

  it('handles odd names', () => {
    expect(initials('  ')).toBe('?');
    expect(initials('élodie')).toBe('É');
  });

  it('shows the photo and falls back to initials when it fails', () => {
    const { container } = render(<Avatar name="Jo Park" src="/photos/jo.jpg" decorative />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/photos/jo.jpg');
    fireEvent.error(img);
    expect(container.textContent).toBe('JP');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('NotBuiltYet', () => {
  it('says plainly that the area is not built', () => {
    render(<NotBuiltYet area="Fleet" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /not built yet/i })).toBeTruthy();
  });
});
