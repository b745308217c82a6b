/**
 * A small L2-regularised logistic regression fitted by Newton's method (iteratively reweighted
 * least squares), deterministic and dependency-free, for `learn.ts`. Unit-tested in
 * bench/classifier/test/logistic.test.ts.
 */

export interface LogisticModel {
  /** Bias first, then one weight per feature. */
  weights: number[];
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** P(y = 1) for one feature vector (without the bias term). */
export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.weights[0];
  for (let i = 0; i < x.length; i++) z += model.weights[i + 1] * x[i];
  return sigmoid(z);
}

/** Solves A w = b in place by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    for (let row = col + 1; row < n; row++) {
      const f = a[row][col] / a[col][col];
      for (let k = col; k < n; k++) a[row][k] -= f * a[col][k];
      b[row] -= f * b[col];
    }
  }
  const w = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let s = b[row];
    for (let k = row + 1; k < n; k++) s -= a[row][k] * w[k];
    w[row] = s / a[row][row];
  }
  return w;
}

/** Fits weights to rows `x` (features only) and labels `y` (0 or 1); `l2` penalises every weight but the bias. */
export function fitLogistic(x: readonly (readonly number[])[], y: readonly number[], options: { l2?: number; iterations?: number } = {}): LogisticModel {
  const l2 = options.l2 ?? 1;
  const d = (x[0]?.length ?? 0) + 1;
  let weights = new Array<number>(d).fill(0);
  for (let it = 0; it < (options.iterations ?? 25); it++) {
    const gradient = weights.map((w, j) => (j === 0 ? 0 : l2 * w));
    const hessian = Array.from({ length: d }, (_, j) => Array.from({ length: d }, (_, k) => (j === k && j > 0 ? l2 : 0)));
    x.forEach((row, i) => {
      const p = predict({ weights }, row);
      const r = p * (1 - p);
      for (let j = 0; j < d; j++) {
        const xj = j === 0 ? 1 : row[j - 1];
        gradient[j] += (p - y[i]) * xj;
        for (let k = 0; k <= j; k++) hessian[j][k] += r * xj * (k === 0 ? 1 : row[k - 1]);
      }
    });
    for (let j = 0; j < d; j++) for (let k = j + 1; k < d; k++) hessian[j][k] = hessian[k][j];
    const step = solve(hessian, gradient);
    weights = weights.map((w, j) => w - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { weights };
}
