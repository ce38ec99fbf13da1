import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeStylesFromVisibilityRules } from './visibilityRulesOnly';

// The setup file has already made this window's getComputedStyle prune (reactPreset).
const addStyle = (css: string) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
};
const ruleTexts = () =>
  Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('computeStylesFromVisibilityRules', () => {
  it('keeps the rules that hide, show or disable elements and drops the rest once a style is computed', () => {
    addStyle(`
      .closed { display: none; }
      .faded { opacity: 0; color: grey; }
      .inert { pointer-events: none; }
      .price { color: #a8071a; font-weight: 600; }
      @media screen { .collapsed { visibility: hidden; } .spaced { margin: 8px; } }
      @media print { .paper { padding: 4px; } }
    `);
    document.body.innerHTML = `
      <div class="closed"><button>Hidden by display</button></div>
      <div class="collapsed"><button>Hidden by visibility</button></div>
      <button class="faded">Faded</button>
      <button class="inert">Inert</button>
      <button class="price">Shown</button>`;

    // Testing Library's hidden check computes styles: the kept rules still hide, inherited visibility included.
    expect(screen.queryByRole('button', { name: 'Hidden by display' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hidden by visibility' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shown' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Faded' })).not.toBeVisible();
    expect(getComputedStyle(screen.getByRole('button', { name: 'Inert' })).pointerEvents).toBe('none');

    const rules = ruleTexts().join('\n');
    for (const kept of ['.closed', '.faded', '.inert', '.collapsed']) expect(rules).toContain(kept);
    for (const dropped of ['.price', '.spaced', '@media print']) expect(rules).not.toContain(dropped);
    // A kept rule keeps all its declarations.
    expect(rules).toMatch(/\.faded \{[^}]*color: grey/);
  });

  it('prunes a style element again when its text changes, as CSS-in-JS updates it', () => {
    const style = addStyle('.price { color: red; }');
    document.body.innerHTML = '<p class="later">Total</p>';
    getComputedStyle(document.body);
    expect(ruleTexts()).toEqual([]);

    style.textContent = '.later { display: none; } .price { color: blue; }';
    expect(screen.queryByText('Total')).not.toBeVisible();
    expect(ruleTexts()).toEqual(['.later { display: none; }']);
  });

  it('wraps a window once, however often the setup runs in it', () => {
    const installed = window.getComputedStyle;
    computeStylesFromVisibilityRules(window);
    expect(window.getComputedStyle).toBe(installed);
  });
});
