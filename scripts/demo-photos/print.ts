// Print work: a property brochure lying on a table, portrait 1700×2400. The page embeds a scene.
import type { Random } from "./random.ts";

const headings = [
  "Till salu",
  "Välkommen hem",
  "Nyproduktion",
  "Visning söndag",
  "Sjönära villa",
  "Ljus trea",
];
const addresses = [
  "Exempelgatan 12",
  "Sjövägen 4",
  "Ekbacken 7",
  "Storgatan 21",
  "Lindallén 3",
  "Björkvägen 9",
];
const prices = [
  "4 950 000 kr",
  "3 250 000 kr",
  "7 800 000 kr",
  "2 450 000 kr",
  "5 600 000 kr",
  "6 100 000 kr",
];

const textBars = (x: number, y: number, count: number, width: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${y + i * 44}" width="${width * (i === count - 1 ? 0.6 : 1)}" height="18" rx="9" fill="#c9c3b8"/>`,
  ).join("");

export function brochure(r: Random, index: number, scene: string): string {
  const accent = r.pick(["#2c5747", "#8e2f25", "#1f2f55", "#2f3332"]);
  const table = r.pick(["#d8cdbd", "#c9b8a4", "#e2dbd0"]);
  const px = 170;
  const py = 200;
  const pw = 1360;
  const ph = 1960;
  return `<rect width="1700" height="2400" fill="${table}"/>
  <rect x="${px + 30}" y="${py + 40}" width="${pw}" height="${ph}" fill="#000" opacity="0.18"/>
  <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#fbfaf7"/>
  <svg x="${px + 60}" y="${py + 60}" width="${pw - 120}" height="${(pw - 120) / 1.5}" viewBox="0 0 2400 1600" preserveAspectRatio="xMidYMid slice">${scene}</svg>
  <rect x="${px + 60}" y="${py + 960}" width="14" height="150" fill="${accent}"/>
  <text x="${px + 100}" y="${py + 1030}" font-family="DejaVu Serif" font-weight="bold" font-size="86" fill="#1f1d1a">${headings[index % headings.length]}</text>
  <text x="${px + 100}" y="${py + 1100}" font-family="DejaVu Sans" font-size="44" fill="#5a554d">${addresses[index % addresses.length]}</text>
  <text x="${px + 60}" y="${py + 1230}" font-family="DejaVu Sans" font-weight="bold" font-size="46" fill="${accent}">Utgångspris ${prices[index % prices.length]}</text>
  ${textBars(px + 60, py + 1320, 6, 580)}
  ${textBars(px + 700, py + 1320, 6, 600)}
  <rect x="${px + 60}" y="${py + 1700}" width="${pw - 120}" height="160" fill="${accent}"/>
  <text x="${px + 110}" y="${py + 1795}" font-family="DejaVu Sans" font-size="40" fill="#fff">Boka visning · 070-174 06 50</text>`;
}

export function portrait(): string {
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.9"><stop offset="0" stop-color="#f1e3cf"/><stop offset="1" stop-color="#c9a988"/></radialGradient></defs>
  <rect width="1600" height="2400" fill="url(#bg)"/>
  <path d="M260 2400 C 300 1700 520 1560 800 1560 C 1080 1560 1300 1700 1340 2400 Z" fill="#2f3f3a"/>
  <rect x="720" y="1380" width="160" height="220" rx="60" fill="#d9a987"/>
  <ellipse cx="800" cy="1120" rx="270" ry="330" fill="#e2b694"/>
  <path d="M520 1080 C 500 760 700 660 820 680 C 1000 690 1120 820 1080 1060 C 1040 930 900 880 760 900 C 640 910 560 980 520 1080 Z" fill="#4a3428"/>
  <rect x="560" y="1000" width="480" height="300" rx="40" fill="#1f2124"/>
  <rect x="600" y="960" width="130" height="60" rx="12" fill="#1f2124"/>
  <circle cx="800" cy="1150" r="118" fill="#3a3d42"/><circle cx="800" cy="1150" r="82" fill="#15171a"/><circle cx="770" cy="1120" r="24" fill="#7d8fa3" opacity="0.8"/>
  <ellipse cx="520" cy="1240" rx="90" ry="70" fill="#d9a987"/><ellipse cx="1080" cy="1240" rx="90" ry="70" fill="#d9a987"/>`;
}
