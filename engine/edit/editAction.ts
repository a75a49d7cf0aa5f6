import { z } from 'zod';
import {
  nonEmptySquareListSchema,
  segmentSchema,
  squareListSchema,
  squareSchema,
} from '../model/geometry.ts';
import { tokenSchema } from '../model/token.ts';
import { selectionSchema } from './selection.ts';

const offset = z.tuple([z.number().int(), z.number().int()]);
const indexes = z.array(z.number().int().min(0));
const text = z.string();

/**
 * Every edit the map editor can make, as data: what a tool sends (renderer/tools), what the
 * history records, and what a test or a paste can be checked against before it reaches the map.
 * applyEdit (applyEdit.ts) performs one. Shapes only: the map's own rules (squares on the map,
 * the rank bound, lengths) are the map schema's, checked when the edit is applied.
 */
export const editActionSchema = z.discriminatedUnion('type', [
  // Painting (G1 squares; E1–E4 ranks, 0 the ground).
  z.object({ type: z.literal('paintTerrain'), kind: z.string().min(1), squares: squareListSchema }),
  z.object({ type: z.literal('eraseTerrain'), squares: squareListSchema }),
  z.object({ type: z.literal('paintRank'), rank: z.number().int(), squares: squareListSchema }),
  // Barriers (G2): walls at any angle, doors and windows on square edges; M3 door toggles.
  z.object({ type: z.literal('addWalls'), segments: z.array(segmentSchema).min(1) }),
  z.object({ type: z.literal('removeWalls'), walls: indexes }),
  z.object({ type: z.literal('addDoor'), at: segmentSchema, open: z.boolean().default(false) }),
  z.object({ type: z.literal('removeDoors'), doors: indexes }),
  z.object({ type: z.literal('toggleDoor'), door: z.number().int().min(0) }),
  z.object({ type: z.literal('addWindow'), at: segmentSchema }),
  z.object({ type: z.literal('removeWindows'), windows: indexes }),
  // Cover objects (G2, COVER_KINDS).
  z.object({
    type: z.literal('placeCover'),
    kind: z.string().min(1),
    squares: nonEmptySquareListSchema,
    id: z.string().min(1).optional(),
  }),
  z.object({ type: z.literal('moveCover'), id: text, by: offset }),
  z.object({ type: z.literal('rotateCover'), id: text }),
  z.object({
    type: z.literal('resizeCover'),
    id: text,
    size: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
  }),
  z.object({ type: z.literal('removeCover'), ids: z.array(text) }),
  // Passages (E3).
  z.object({
    type: z.literal('addPassage'),
    kind: z.enum(['stairs', 'ladder']),
    squares: nonEmptySquareListSchema,
  }),
  z.object({ type: z.literal('removePassages'), passages: indexes }),
  // Buildings (X2 store names, X3 interior and boardwalk).
  z.object({
    type: z.literal('addBuilding'),
    name: z.string().min(1),
    squares: squareListSchema,
    boardwalk: squareListSchema.default([]),
  }),
  z.object({
    type: z.literal('editBuilding'),
    building: z.number().int().min(0),
    name: z.string().min(1).optional(),
    squares: squareListSchema.optional(),
    boardwalk: squareListSchema.optional(),
  }),
  z.object({ type: z.literal('removeBuildings'), buildings: indexes }),
  // Tokens, from a character or an NPC card.
  z.object({ type: z.literal('placeToken'), token: tokenSchema }),
  z.object({ type: z.literal('moveToken'), id: text, to: squareSchema }),
  z.object({ type: z.literal('removeTokens'), ids: z.array(text) }),
  // The map itself.
  z.object({
    type: z.literal('resizeMap'),
    size: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
    crop: z.boolean().default(false),
    offset: offset.default([0, 0]),
  }),
  z.object({ type: z.literal('setName'), name: text }),
  z.object({ type: z.literal('setDealerNotes'), notes: text }),
  // Issue 12, item 6: how the background image is laid (the map schema checks its bounds).
  z.object({
    type: z.literal('setBackground'),
    background: z
      .object({
        image: z.string(),
        offset: z.tuple([z.number(), z.number()]),
        pixelsPerSquare: z.number(),
      })
      .nullable(),
  }),
  // Selections and the clipboard (clipboard.ts documents its JSON).
  z.object({ type: z.literal('deleteSelection'), selection: selectionSchema }),
  z.object({ type: z.literal('paste'), clipboard: z.unknown(), offset }),
]);

export type EditAction = z.output<typeof editActionSchema>;
export type EditActionInput = z.input<typeof editActionSchema>;
export type EditActionType = EditAction['type'];
