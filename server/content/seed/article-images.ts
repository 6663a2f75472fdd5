/**
 * Small abstract cover images, drawn in code so the seed needs no network
 * and no binary files: a soft gradient with a few translucent shapes.
 */
const PALETTES: [string, string, string][] = [
  ["#0f3d5e", "#1f7a8c", "#bfdbf7"],
  ["#1b4332", "#40916c", "#d8f3dc"],
  ["#3c096c", "#7b2cbf", "#e0aaff"],
  ["#7f4f24", "#b08968", "#ede0d4"],
  ["#03045e", "#0077b6", "#90e0ef"],
  ["#5f0f40", "#9a031e", "#fb8b24"],
];

function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

export function articleCover(index: number): string {
  const [dark, mid, light] = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  const next = random(index + 1);
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const cx = Math.round(next() * 800);
    const cy = Math.round(next() * 450);
    const r = Math.round(60 + next() * 160);
    const opacity = (0.12 + next() * 0.25).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? light : mid}" fill-opacity="${opacity}"/>`);
  }
  const wave = Math.round(250 + next() * 120);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="800" height="450" fill="url(#g)"/>`,
    ...shapes,
    `<path d="M0 ${wave} C200 ${wave - 80} 400 ${wave + 80} 800 ${wave - 20} L800 450 L0 450 Z" fill="${light}" fill-opacity="0.18"/>`,
    "</svg>",
  ].join("");
}
