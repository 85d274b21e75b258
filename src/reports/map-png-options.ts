// How a map SVG is rasterized: size and fonts. Apart from map-png.ts so that the server's main thread, which only
// sends these options to the PNG worker, never loads resvg's native module.
import { existsSync } from 'node:fs';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/** Fonts the map uses; DejaVu is on this machine and in most Linux images. */
const FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].filter((file) =>
  existsSync(file),
);

/** The largest PNG side: width at most `maxWidth`, and the height never above it either (extreme aspect ratios). */
export function pngRenderOptions(svg: string, maxWidth = 1600): ResvgRenderOptions {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? maxWidth) || maxWidth;
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? width) || width;
  const scale = Math.min(1, maxWidth / width, maxWidth / height);
  return {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(width * scale)) },
    font: {
      fontFiles: FONT_FILES,
      // With no bundled font file found, fall back to the system's fonts.
      loadSystemFonts: FONT_FILES.length === 0,
      defaultFontFamily: 'DejaVu Sans',
    },
    background: '#FCFCFA',
  };
}
