import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/** Fonts the map uses; DejaVu is on this machine and in most Linux images. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
].filter((file) => existsSync(file));

/** Rasterizes a map SVG to PNG (for forums that do not take SVG), at most `maxWidth` pixels wide. */
export function renderMapPng(svg: string, maxWidth = 1600): Buffer {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? maxWidth);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.min(maxWidth, Math.round(width)) },
    font: {
      fontFiles: FONT_FILES,
      // With no bundled font file found, fall back to the system's fonts.
      loadSystemFonts: FONT_FILES.length === 0,
      defaultFontFamily: 'DejaVu Sans',
    },
    background: '#FCFCFA',
  });
  return resvg.render().asPng();
}
