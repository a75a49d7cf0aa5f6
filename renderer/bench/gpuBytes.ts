import type { Container } from 'pixi.js';
import { Graphics, Sprite, Text, type Renderer, type TextureSource } from 'pixi.js';

/** PixiJS internals the count reads; none of them is public API, so they are typed here. */
interface GraphicsGpuData {
  isBatchable: boolean;
  geometryData: { vertices: number[]; indices: number[] };
  graphicsData?: {
    batcher: {
      geometry: { buffers: { data: ArrayBufferView }[]; indexBuffer: { data: ArrayBufferView } };
    };
  };
}
interface RenderTargetSystemInternals {
  _renderSurfaceToRenderTargetHash: Map<TextureSource, { uid: number }>;
  _gpuRenderTargetHash: Record<number, { msaa: boolean; depthStencilRenderBuffer?: unknown }>;
}

/** The default batcher's vertex: x, y, u, v, colour, texture id and round: six 4-byte words. */
const BATCH_VERTEX_BYTES = 6 * 4;
const MSAA_SAMPLES = 4;

/**
 * GPU bytes held for what a container draws: the vertex and index buffers of its Graphics (a
 * large Graphics owns its buffers; a small one is copied into its render group's batch each time
 * its group is rebuilt, and is counted at that size), and the pixels of every texture its sprites
 * and texts show, with the multisampled colour and depth-stencil buffers of any render target a
 * texture was drawn into. Each texture source is counted once.
 */
export function gpuBytes(root: Container, renderer: Renderer, seen = new Set<number>()): number {
  let bytes = 0;
  const visit = (node: Container) => {
    if (node instanceof Graphics) bytes += graphicsBytes(node, renderer);
    else if (node instanceof Sprite) bytes += textureBytes(node.texture.source, renderer, seen);
    else if (node instanceof Text) {
      // A text's texture is shared by every text of the same string and style.
      const gpu = (node as unknown as { _gpuData: Record<number, { texture?: Sprite['texture'] }> })
        ._gpuData[renderer.uid];
      if (gpu?.texture) bytes += textureBytes(gpu.texture.source, renderer, seen);
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return bytes;
}

function graphicsBytes(g: Graphics, renderer: Renderer): number {
  const gpu = (g.context as unknown as { _gpuData: Record<number, GraphicsGpuData | undefined> })
    ._gpuData[renderer.uid];
  if (!gpu) return 0;
  if (gpu.graphicsData) {
    const geometry = gpu.graphicsData.batcher.geometry;
    return (
      geometry.buffers.reduce((n, b) => n + b.data.byteLength, 0) +
      geometry.indexBuffer.data.byteLength
    );
  }
  return (
    (gpu.geometryData.vertices.length / 2) * BATCH_VERTEX_BYTES +
    gpu.geometryData.indices.length * 4
  );
}

export function textureBytes(source: TextureSource, renderer: Renderer, seen: Set<number>): number {
  if (seen.has(source.uid)) return 0;
  seen.add(source.uid);
  const pixels = source.pixelWidth * source.pixelHeight;
  let bytes = pixels * 4;
  const targets = renderer.renderTarget as unknown as RenderTargetSystemInternals;
  const target = targets._renderSurfaceToRenderTargetHash.get(source);
  const gpuTarget = target && targets._gpuRenderTargetHash[target.uid];
  if (gpuTarget) {
    const samples = gpuTarget.msaa ? MSAA_SAMPLES : 1;
    if (gpuTarget.msaa) bytes += pixels * 4 * samples;
    if (gpuTarget.depthStencilRenderBuffer) bytes += pixels * 4 * samples;
  }
  return bytes;
}
