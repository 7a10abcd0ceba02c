// Suggested project names draw on colours, numbers and household objects.
// prettier-ignore
export const COLOURS = [
  'amber', 'azure', 'beige', 'black', 'blue', 'bronze', 'coral', 'crimson', 'cyan', 'gold',
  'green', 'grey', 'indigo', 'ivory', 'lavender', 'lime', 'magenta', 'maroon', 'mint', 'navy',
  'olive', 'orange', 'pink', 'plum', 'purple', 'red', 'ruby', 'salmon', 'silver', 'teal',
  'turquoise', 'violet', 'white', 'yellow',
] as const;

// prettier-ignore
export const HOUSEHOLD_OBJECTS = [
  'armchair', 'basket', 'blanket', 'bookshelf', 'broom', 'bucket', 'candle', 'carpet', 'chair',
  'clock', 'cup', 'curtain', 'cushion', 'desk', 'drawer', 'fork', 'kettle', 'ladder', 'lamp',
  'mirror', 'mug', 'napkin', 'oven', 'pan', 'pillow', 'plate', 'sofa', 'spoon', 'stool',
  'table', 'teapot', 'toaster', 'towel', 'vase',
] as const;

/** Numbers stay in 1..999 so names are short and readable. */
export const MAX_NUMBER = 999;

/** `random` returns values in [0, 1) like Math.random; injectable so tests are deterministic. */
export function randomProjectName(random: () => number = Math.random): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const number = 1 + Math.floor(random() * MAX_NUMBER);
  return `${pick(COLOURS)}-${pick(HOUSEHOLD_OBJECTS)}-${number}`;
}
