import { tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { semanticColors } from './colors';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A `{colors.green.700}` reference resolved through Chakra's colour tokens. */
function resolve(value: string): string {
  const match = /^\{colors\.(\w+)\.(\d+)\}$/.exec(value);
  if (!match) return value === 'white' ? '#ffffff' : value;
  const scale = (tokens.colors as unknown as Record<string, Record<string, { value: string }>>)[match[1]!]!;
  return scale[match[2]!]!.value;
}

describe('green buttons, badges and success toasts', () => {
  it('keep white text readable (WCAG AA, at least 4.5:1)', () => {
    const green = semanticColors.green as { solid: { value: string }; contrast: { value: string } };
    expect(contrast(resolve(green.solid.value), resolve(green.contrast.value))).toBeGreaterThanOrEqual(4.5);
  });
});
