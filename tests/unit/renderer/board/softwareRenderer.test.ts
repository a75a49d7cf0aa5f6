import { describe, expect, it } from 'vitest';
import {
  batchTexturesFor,
  isSoftwareRenderer,
  SOFTWARE_BATCH_TEXTURES,
} from '../../../../renderer/board/softwareRenderer.ts';

describe('batches on a software renderer', () => {
  it('knows the software rasterizers by the names Chromium and Mesa give them', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)',
      'Google SwiftShader',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ])
      expect(isSoftwareRenderer(name), name).toBe(true);
    for (const name of [
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M2',
      '',
    ])
      expect(isSoftwareRenderer(name), name).toBe(false);
  });

  it('caps a software renderer at 4 textures a batch, and leaves a GPU its own limit', () => {
    expect(batchTexturesFor('Google SwiftShader', 16)).toBe(SOFTWARE_BATCH_TEXTURES);
    expect(SOFTWARE_BATCH_TEXTURES).toBe(4);
    // A driver that allows fewer keeps its own, lower limit.
    expect(batchTexturesFor('Google SwiftShader', 2)).toBe(2);
    expect(batchTexturesFor('Apple M2', 16)).toBe(16);
  });
});
