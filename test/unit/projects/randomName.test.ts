import { describe, expect, it } from 'vitest';
import { COLOURS, HOUSEHOLD_OBJECTS, MAX_NUMBER, randomProjectName } from '@/features/projects/randomName';

function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length];
}

describe('randomProjectName', () => {
  it('joins a colour, a household object and a number', () => {
    expect(randomProjectName(sequence(0, 0, 0))).toBe(`${COLOURS[0]}-${HOUSEHOLD_OBJECTS[0]}-1`);
  });

  it('uses the last entries and the largest number for values just below 1', () => {
    const almostOne = 0.999999;
    expect(randomProjectName(sequence(almostOne))).toBe(
      `${COLOURS[COLOURS.length - 1]}-${HOUSEHOLD_OBJECTS[HOUSEHOLD_OBJECTS.length - 1]}-${MAX_NUMBER}`,
    );
  });

  it('always produces a name of the three parts from the word lists', () => {
    for (let run = 0; run < 200; run += 1) {
      const [colour, object, number] = randomProjectName().split('-');
      expect(COLOURS).toContain(colour);
      expect(HOUSEHOLD_OBJECTS).toContain(object);
      expect(Number(number)).toBeGreaterThanOrEqual(1);
      expect(Number(number)).toBeLessThanOrEqual(MAX_NUMBER);
    }
  });

  it('varies between calls', () => {
    const names = new Set(Array.from({ length: 20 }, () => randomProjectName()));
    expect(names.size).toBeGreaterThan(1);
  });
});
