import { describe, expect, it } from "vitest";
import { fitLogistic, predict } from "../logistic.js";

describe("fitLogistic", () => {
  it("learns a separating direction and ignores a useless feature", () => {
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 200; i++) {
      const signal = (i % 20) / 10 - 1; // -1 .. 0.9
      const noise = ((i * 7) % 13) / 13;
      x.push([signal, noise]);
      y.push(signal + ((i * 3) % 5) / 10 - 0.2 > 0 ? 1 : 0);
    }
    const model = fitLogistic(x, y, { l2: 0.1 });
    expect(model.weights[1]).toBeGreaterThan(3);
    expect(Math.abs(model.weights[2])).toBeLessThan(1);
    expect(predict(model, [0.9, 0.5])).toBeGreaterThan(0.9);
    expect(predict(model, [-1, 0.5])).toBeLessThan(0.1);
  });

  it("recovers the base rate with no features", () => {
    const x = Array.from({ length: 100 }, () => [] as number[]);
    const y = x.map((_, i) => (i < 30 ? 1 : 0));
    expect(predict(fitLogistic(x, y), [])).toBeCloseTo(0.3, 6);
  });

  it("is deterministic", () => {
    const x = [[0], [1], [2], [3], [0.5], [2.5]];
    const y = [0, 0, 1, 1, 1, 0];
    expect(fitLogistic(x, y).weights).toEqual(fitLogistic(x, y).weights);
  });
});
