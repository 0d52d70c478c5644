import { describe, expect, it } from "vitest";
import { swedishDragWords } from "./drag-words.ts";

describe("swedishDragWords", () => {
  it("says each of dnd-kit's texts in Swedish, without its internal ids", () => {
    const id = "3f2c8a1e-9b7d-4c1a-8e2f-1a2b3c4d5e6f";
    const english = [
      "\n    To pick up a draggable item, press the space bar.\n    While dragging, use the arrow keys to move the item.\n  ",
      `Picked up draggable item ${id}.`,
      `Draggable item ${id} was moved over droppable area ${id}.`,
      `Draggable item ${id} is no longer over a droppable area.`,
      `Draggable item ${id} was dropped over droppable area ${id}`,
      `Draggable item ${id} was dropped.`,
      `Dragging was cancelled. Draggable item ${id} was dropped.`,
    ];
    const swedish = english.map(swedishDragWords);
    expect(new Set(swedish).size).toBe(english.length);
    for (const words of swedish) {
      expect(words).toMatch(/^[A-ZÅÄÖ][a-zåäö ,.]+/);
      expect(words).not.toMatch(/draggable|droppable|item|[0-9a-f]{8}-/i);
    }
  });

  it("leaves its own Swedish and any other text alone", () => {
    expect(swedishDragWords("Raden flyttades.")).toBeNull();
    expect(swedishDragWords("Rubrik")).toBeNull();
  });
});
