import { GlLimitsSystem } from 'pixi.js';
import { batchTexturesFor, webglRendererName } from './softwareRenderer.ts';

let installed = false;

/**
 * Caps PixiJS's batch size on software renderers, for every WebGL renderer made from now on.
 * PixiJS reads the limit once, as a context starts, and builds its batch shaders from it; so the
 * cap goes where the limit is read (GlLimitsSystem, PixiJS's own system for it), before any
 * shader exists. Call it before `Application.init`.
 */
export function capBatchTexturesOnSoftware(): void {
  if (installed) return;
  installed = true;
  const contextChange = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) {
    contextChange.call(this);
    const gl = (this as unknown as { _renderer: { gl: WebGL2RenderingContext } })._renderer.gl;
    this.maxBatchableTextures = batchTexturesFor(webglRendererName(gl), this.maxBatchableTextures);
  };
}
