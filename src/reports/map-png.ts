import { Resvg } from '@resvg/resvg-js';
import { pngRenderOptions } from './map-png-options.ts';

/**
 * Rasterizes a map SVG to PNG (for forums that do not take SVG), at most `maxWidth` pixels on either side.
 * Synchronous and CPU-heavy (seconds for a 1,000-planet map): the server calls it only inside the PNG worker
 * thread (png-renderer.ts); benchmarks and tests call it directly.
 */
export function renderMapPng(svg: string, maxWidth = 1600): Buffer {
  return new Resvg(svg, pngRenderOptions(svg, maxWidth)).render().asPng();
}
