/**
 * How many textures one batched draw may sample on a software renderer. PixiJS batches sprites
 * with up to 16 textures, and its fragment shader picks each pixel's texture by a chain of 16
 * branches: a GPU runs only the branch a pixel takes, but a software rasterizer (SwiftShader, which
 * Chromium and Electron draw WebGL with when there is no usable GPU, or Mesa's llvmpipe) pays for
 * every branch of every pixel. Measured on the sample map at 940×758 in SwiftShader: a frame took
 * 28–32 ms with 16 textures and 12–13 ms with 4; benchmark `board-frame-software-batch` measures it
 * on the 200×200 town. Four still keeps text and sprites in few draws.
 */
export const SOFTWARE_BATCH_TEXTURES = 4;

/** Whether a WebGL renderer string names a software rasterizer rather than a GPU. */
export function isSoftwareRenderer(name: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software rasterizer|microsoft basic render/i.test(name);
}

/** The textures a batch may hold on the renderer named `name`, given the driver's own limit. */
export function batchTexturesFor(name: string, driverLimit: number): number {
  return isSoftwareRenderer(name) ? Math.min(driverLimit, SOFTWARE_BATCH_TEXTURES) : driverLimit;
}

/** The renderer's own name (the GPU's or the rasterizer's), where the browser tells it. */
export function webglRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}
