// Guided filter (He, Sun and Tang, 2010) with a grey guide: the coarse selfie mask takes on the
// photo's own edges, which removes the halo of background the 256×256 mask leaves around hair.
// The fast variant (He and Sun, 2015): the linear coefficients are found on a subsampled picture
// and the caller scales them up, which is 16× less work at ¼ size and looks the same.

// Mean over a (2r+1)² window, clipped at the borders, in O(n) through a summed-area table.
function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x] ?? 0;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] ?? 0) + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r) * stride;
    const bottom = Math.min(height, y + r + 1) * stride;
    const rows = Math.min(height, y + r + 1) - Math.max(0, y - r);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum =
        (sums[bottom + x1] ?? 0) -
        (sums[top + x1] ?? 0) -
        (sums[bottom + x0] ?? 0) +
        (sums[top + x0] ?? 0);
      out[y * width + x] = sum / (rows * (x1 - x0));
    }
  }
  return out;
}

export interface GuidedCoefficients {
  /** Window means of a and b: the output is a · guide + b at every pixel. */
  a: Float32Array;
  b: Float32Array;
}

/** guide and input in [0, 1], row-major width × height. */
export function guidedCoefficients(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  r: number,
  eps: number,
): GuidedCoefficients {
  const n = width * height;
  const guideSquared = new Float32Array(n);
  const guideTimesInput = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const g = guide[i] ?? 0;
    guideSquared[i] = g * g;
    guideTimesInput[i] = g * (input[i] ?? 0);
  }
  const meanI = boxMean(guide, width, height, r);
  const meanP = boxMean(input, width, height, r);
  const meanII = boxMean(guideSquared, width, height, r);
  const meanIP = boxMean(guideTimesInput, width, height, r);
  // Per window, input ≈ a · guide + b.
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mi = meanI[i] ?? 0;
    const mp = meanP[i] ?? 0;
    const ai = ((meanIP[i] ?? 0) - mi * mp) / ((meanII[i] ?? 0) - mi * mi + eps);
    a[i] = ai;
    b[i] = mp - ai * mi;
  }
  return { a: boxMean(a, width, height, r), b: boxMean(b, width, height, r) };
}
