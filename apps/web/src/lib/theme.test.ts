import { describe, expect, it } from 'vitest';
import { applyColorScheme } from './theme';

describe('applyColorScheme', () => {
  it('sets valid colours, picks a readable text colour, and clears them again', () => {
    const root = document.createElement('div');
    applyColorScheme({ primary: '222 47% 20%', accent: '38 92% 50%' }, root);
    expect(root.style.getPropertyValue('--primary')).toBe('222 47% 20%');
    expect(root.style.getPropertyValue('--primary-foreground')).toBe('0 0% 100%');
    // Accent is a surface: a pale tint of the chosen hue, with dark text on it.
    expect(root.style.getPropertyValue('--accent')).toBe('38 60% 95%');
    expect(root.style.getPropertyValue('--accent-foreground')).toBe('222 47% 11%');
    applyColorScheme(null, root);
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(root.style.getPropertyValue('--primary-foreground')).toBe('');
    expect(root.style.getPropertyValue('--accent')).toBe('');
  });

  it('ignores a value that is not an HSL triplet', () => {
    const root = document.createElement('div');
    applyColorScheme({ primary: 'red; background: url(x)' }, root);
    expect(root.style.getPropertyValue('--primary')).toBe('');
  });
});
