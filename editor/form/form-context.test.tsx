// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { idOf, useForm } from "./form-context.ts";

it("gives each value of a form an id of its own, of letters, digits, _ and - alone", () => {
  const paths = [
    ["packages", 0, "price"],
    ["packages", 1, "price"],
    ["packages"],
    ["hero", "image", "file"],
  ];
  const ids = paths.map(idOf);
  expect(new Set(ids).size).toBe(paths.length);
  for (const id of ids) expect(id).toMatch(/^falt-[\w-]+$/);
  expect(idOf(["packages", 0, "price"])).toBe("falt-packages_0__price");
});

it("refuses a field drawn outside a form, saying so", () => {
  expect(() => renderHook(() => useForm())).toThrow("A field outside a form");
});
