import { imageFrame, scaleAndRotation, similarityFrom, toImage, toPlan } from './similarity';

describe('similarity from two control points', () => {
  test('scale only: 10 m per pixel, v down is y down', () => {
    const s = similarityFrom([
      [0, 0, 0, 1500],
      [400, 150, 4000, 0],
    ])!;
    expect(toPlan(s, 200, 75)).toEqual([2000, 750]);
    expect(scaleAndRotation(s)).toEqual({ metresPerPixel: 10, rotation: 0 });
    expect(imageFrame(s, 400, 150)).toEqual({ topLeft: [0, 1500], topRight: [4000, 1500], bottomLeft: [0, 0] });
  });

  test('rotation: the control points land where they were put, and the inverse returns the pixel', () => {
    const points = [
      [12, 40, 2600, 1000],
      [300, 220, 3200, 1300],
    ] as const;
    const s = similarityFrom(points)!;
    for (const [u, v, x, y] of points) {
      const [px, py] = toPlan(s, u, v);
      expect(px).toBeCloseTo(x, 9);
      expect(py).toBeCloseTo(y, 9);
      const [iu, iv] = toImage(s, x, y);
      expect(iu).toBeCloseTo(u, 9);
      expect(iv).toBeCloseTo(v, 9);
    }
    // A quarter turn: the image's u axis points north.
    const q = similarityFrom([
      [0, 0, 1000, 1000],
      [10, 0, 1000, 1010],
    ])!;
    expect(scaleAndRotation(q).rotation).toBeCloseTo(90, 9);
    const [x, y] = toPlan(q, 0, 10);
    expect(x).toBeCloseTo(1010, 9);
    expect(y).toBeCloseTo(1000, 9);
  });

  test('no mirror: the image keeps its handedness', () => {
    const s = similarityFrom([
      [0, 0, 0, 0],
      [1, 0, 1, 0],
    ])!;
    // Down on the image is south on the plan, never north.
    expect(toPlan(s, 0, 1)).toEqual([0, -1]);
  });

  test('coincident points fix nothing', () => {
    expect(
      similarityFrom([
        [5, 5, 0, 0],
        [5, 5, 10, 10],
      ]),
    ).toBeNull();
    expect(
      similarityFrom([
        [0, 0, 7, 7],
        [10, 10, 7, 7],
      ]),
    ).toBeNull();
  });
});
