// The PNG worker thread (plain JavaScript so that it runs the same under tsx, vitest and node): rasterises
// map SVGs with resvg off the server's event loop. Messages: {id, svg, options} -> {id, png} | {id, error}.
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

parentPort.on('message', ({ id, svg, options }) => {
  try {
    const rendered = new Resvg(svg, options).render().asPng();
    const png = new Uint8Array(rendered); // a copy with its own buffer, transferred without another copy
    parentPort.postMessage({ id, png }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
