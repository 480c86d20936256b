// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionsMenu, type MenuItem } from './actions-menu';

afterEach(cleanup);

const items = (over: Partial<MenuItem> = {}): MenuItem[] => [
  { id: 'export', label: 'Export to Excel', onSelect: vi.fn(), ...over },
  { id: 'other', label: 'Something else', onSelect: vi.fn() },
];
const button = () => screen.getByRole('button', { name: /Actions/ });

describe('ActionsMenu', () => {
  it('opens on ArrowDown with focus on the first item, moves with the arrows and closes on Escape', () => {
    render(<ActionsMenu label="Actions" items={items()} />);
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    const [first, second] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'End' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('runs an item once and closes', () => {
    const list = items();
    render(<ActionsMenu label="Actions" items={list} />);
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('menuitem', { name: /Export to Excel/ }));
    expect(list[0]!.onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps a disabled item readable with its hint and calls onBlocked instead', () => {
    const onBlocked = vi.fn();
    const list = items({ disabled: true, hint: 'Export to Excel needs a connection.', onBlocked });
    render(<ActionsMenu label="Actions" items={list} />);
    fireEvent.click(button());
    const item = screen.getByRole('menuitem', { name: /Export to Excel/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(item.getAttribute('aria-describedby')!)?.textContent).toBe('Export to Excel needs a connection.');
    fireEvent.click(item);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(list[0]!.onSelect).not.toHaveBeenCalled();
  });

  it('opens its panel towards the right from a button near the left edge', () => {
    render(<ActionsMenu label="Actions" items={items()} />);
    const spy = vi.spyOn(button(), 'getBoundingClientRect').mockReturnValue({ right: 120 } as DOMRect);
    fireEvent.click(button());
    expect(screen.getByRole('menu').className).toContain('from-left');
    fireEvent.click(button());
    spy.mockReturnValue({ right: 900 } as DOMRect);
    fireEvent.click(button());
    expect(screen.getByRole('menu').className).not.toContain('from-left');
  });

  it('closes on a click outside', () => {
    render(<ActionsMenu label="Actions" items={items()} />);
    fireEvent.click(button());
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
