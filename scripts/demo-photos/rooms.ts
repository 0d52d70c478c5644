// Interiors seen from a doorway: back wall with a window, floor in perspective, furniture.
// Drawn in a 2400×1600 box.
import type { Random } from "./random.ts";

const walls = ["#f3efe8", "#ece6dc", "#e9ece8", "#f1ebe4", "#e4e8ec", "#efe6da"];
const floors = [
  ["#c89f72", "#a97d52"],
  ["#d8b88f", "#b8946a"],
  ["#9c7454", "#7b573d"],
  ["#e2d3bd", "#c7b59b"],
];
const fabrics = ["#8a9a8b", "#c9b8a4", "#5f6f7a", "#b7835f", "#d9d2c7", "#6c7b5e", "#a45b4a"];

export type RoomKind = "living" | "kitchen" | "bedroom" | "office" | "empty";

// The back wall's corners; everything else hangs off them.
const back = { left: 560, right: 1840, top: 260, bottom: 1060 };

function shell(r: Random, wall: string, floor: readonly string[]) {
  const windowX = r.between(back.left + 120, back.right - 720);
  const windowWidth = r.between(420, 600);
  const { left, right, top, bottom } = back;
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#e6f0f7"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor[1]}"/><stop offset="1" stop-color="${floor[0]}"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="2400" height="1600" fill="${wall}"/>
  <polygon points="0,0 ${left},${top} ${left},${bottom} 0,1600" fill="${wall}" opacity="1"/>
  <polygon points="0,0 ${left},${top} ${left},${bottom} 0,1600" fill="#000" opacity="0.07"/>
  <polygon points="2400,0 ${right},${top} ${right},${bottom} 2400,1600" fill="#000" opacity="0.12"/>
  <polygon points="0,0 2400,0 ${right},${top} ${left},${top}" fill="#fff" opacity="0.5"/>
  <polygon points="0,1600 ${left},${bottom} ${right},${bottom} 2400,1600" fill="url(#floor)"/>
  ${Array.from({ length: 14 }, (_, i) => {
    const x = left + ((right - left) * i) / 13;
    const xb = (2400 * i) / 13;
    return `<line x1="${x}" y1="${bottom}" x2="${xb}" y2="1600" stroke="#000" stroke-opacity="0.06" stroke-width="4"/>`;
  }).join("")}
  <rect x="${windowX - 16}" y="${top + 90}" width="${windowWidth + 32}" height="520" fill="#fff"/>
  <rect x="${windowX}" y="${top + 106}" width="${windowWidth}" height="488" fill="url(#sky)"/>
  <path d="M${windowX} ${top + 470} q ${windowWidth * 0.3} -70 ${windowWidth * 0.55} -20 t ${windowWidth * 0.45} 10 v ${594 - 470} h ${-windowWidth} z" fill="#7e9c78" opacity="0.8"/>
  <line x1="${windowX + windowWidth / 2}" y1="${top + 106}" x2="${windowX + windowWidth / 2}" y2="${top + 594}" stroke="#fff" stroke-width="14"/>
  <line x1="${windowX}" y1="${top + 300}" x2="${windowX + windowWidth}" y2="${top + 300}" stroke="#fff" stroke-width="12"/>
  <polygon points="${windowX},${top + 594} ${windowX + windowWidth},${top + 594} ${windowX + windowWidth + 520},1600 ${windowX - 180},1600" fill="url(#beam)"/>
  <rect width="2400" height="1600" fill="url(#glow)"/>`;
}

function sofa(r: Random, x: number, y: number, w: number) {
  const color = r.pick(fabrics);
  return `
  <ellipse cx="${x + w / 2}" cy="${y + 250}" rx="${w * 0.62}" ry="40" fill="#000" opacity="0.12"/>
  <rect x="${x}" y="${y}" width="${w}" height="170" rx="34" fill="${color}"/>
  <rect x="${x - 40}" y="${y + 90}" width="${w + 80}" height="150" rx="40" fill="${color}"/>
  <rect x="${x - 40}" y="${y + 90}" width="${w + 80}" height="150" rx="40" fill="#000" opacity="0.08"/>
  <rect x="${x + 40}" y="${y + 40}" width="150" height="110" rx="24" fill="#fff" opacity="0.55"/>
  <rect x="${x + w - 190}" y="${y + 40}" width="150" height="110" rx="24" fill="${r.pick(fabrics)}"/>`;
}

function plant(x: number, y: number, scale: number) {
  const leaves = [
    [0, -210, 90],
    [-70, -160, 70],
    [70, -170, 75],
    [-30, -270, 60],
    [40, -250, 55],
  ]
    .map(
      ([dx = 0, dy = 0, rr = 0]) =>
        `<circle cx="${x + dx * scale}" cy="${y + dy * scale}" r="${rr * scale}" fill="#5d7b55" opacity="0.92"/>`,
    )
    .join("");
  return `${leaves}<path d="M${x - 60 * scale} ${y - 80 * scale} h ${120 * scale} l -14 ${110 * scale} h ${-92 * scale} z" fill="#d8cfc2"/>`;
}

function lamp(x: number, floorY: number) {
  return `<line x1="${x}" y1="${floorY}" x2="${x}" y2="${floorY - 520}" stroke="#2b2a28" stroke-width="10"/>
  <path d="M${x - 90} ${floorY - 500} L${x - 50} ${floorY - 640} h 100 L${x + 90} ${floorY - 500} z" fill="#efe4cf"/>
  <ellipse cx="${x}" cy="${floorY}" rx="70" ry="16" fill="#2b2a28"/>`;
}

function art(r: Random, x: number, y: number) {
  const a = r.pick(fabrics);
  const b = r.pick(fabrics);
  return `<rect x="${x}" y="${y}" width="300" height="380" fill="#2b2a28"/><rect x="${x + 18}" y="${y + 18}" width="264" height="344" fill="#f7f3ec"/>
  <circle cx="${x + 130}" cy="${y + 170}" r="80" fill="${a}"/><rect x="${x + 120}" y="${y + 210}" width="120" height="110" fill="${b}" opacity="0.85"/>`;
}

function kitchen(r: Random) {
  const front = r.pick(["#f6f4ef", "#3f4a44", "#c9cfc8", "#e7ddd0"]);
  const y = 640;
  return `<rect x="${back.left}" y="${y}" width="${back.right - back.left}" height="${back.bottom - y}" fill="${front}"/>
  <rect x="${back.left}" y="${y - 24}" width="${back.right - back.left}" height="30" fill="#d9d4cc"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${back.left + (i + 1) * 183}" y1="${y + 10}" x2="${back.left + (i + 1) * 183}" y2="${back.bottom}" stroke="#000" stroke-opacity="0.1" stroke-width="4"/>`).join("")}
  <rect x="700" y="1060" width="1000" height="300" rx="10" fill="${front}"/><rect x="660" y="1030" width="1080" height="44" rx="8" fill="#e9e4dc"/>
  <rect x="700" y="1074" width="1000" height="20" fill="#000" opacity="0.1"/>
  ${[860, 1200, 1540].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="520" stroke="#2b2a28" stroke-width="6"/><path d="M${x - 70} 600 q 70 -110 140 0 z" fill="#2b2a28"/>`).join("")}`;
}

function bed(r: Random) {
  const linen = r.pick(["#f3f0ea", "#dfe5e0", "#ece2d6"]);
  return `<ellipse cx="1200" cy="1430" rx="700" ry="60" fill="#000" opacity="0.1"/>
  <rect x="640" y="760" width="1120" height="260" rx="20" fill="${r.pick(fabrics)}"/>
  <rect x="560" y="960" width="1280" height="420" rx="40" fill="${linen}"/>
  <rect x="700" y="900" width="420" height="150" rx="40" fill="#fff"/><rect x="1280" y="900" width="420" height="150" rx="40" fill="#fff"/>
  <rect x="560" y="1120" width="1280" height="260" rx="40" fill="${r.pick(fabrics)}" opacity="0.9"/>`;
}

function desks(r: Random) {
  const wood = r.pick(["#d8c3a5", "#b89574", "#f2f0ea"]);
  return [620, 1260]
    .map(
      (
        x,
      ) => `<rect x="${x}" y="1080" width="520" height="34" fill="${wood}"/><rect x="${x + 20}" y="1114" width="16" height="260" fill="#2b2a28"/><rect x="${x + 484}" y="1114" width="16" height="260" fill="#2b2a28"/>
  <rect x="${x + 150}" y="880" width="240" height="160" rx="8" fill="#2b2a28"/><rect x="${x + 160}" y="890" width="220" height="140" fill="#6d8fae"/><rect x="${x + 250}" y="1040" width="40" height="40" fill="#2b2a28"/>
  <rect x="${x + 180}" y="1180" width="170" height="190" rx="40" fill="${r.pick(fabrics)}"/>`,
    )
    .join("");
}

export function room(r: Random, kind: RoomKind): string {
  const body = shell(r, r.pick(walls), r.pick(floors));
  if (kind === "empty") return body;
  if (kind === "kitchen") return body + kitchen(r) + plant(1960, 1290, 1.2);
  if (kind === "bedroom") return body + bed(r) + lamp(420, 1500);
  if (kind === "office")
    return `${body}<rect x="${back.left}" y="${back.top}" width="${back.right - back.left}" height="30" fill="#2b2a28" opacity="0.5"/>${desks(r)}${plant(2050, 1400, 1.4)}`;
  return (
    body +
    art(r, r.between(back.left + 60, back.right - 400), 360) +
    `<polygon points="760,1200 1700,1200 1900,1480 560,1480" fill="${r.pick(fabrics)}" opacity="0.55"/>` +
    sofa(r, 800, 900, 820) +
    `<rect x="980" y="1260" width="460" height="36" rx="14" fill="#b89574"/><rect x="1010" y="1296" width="20" height="120" fill="#6b5442"/><rect x="1390" y="1296" width="20" height="120" fill="#6b5442"/>` +
    plant(r.pick([330, 2080]), 1380, 1.5) +
    lamp(r.pick([2040, 380]), 1460)
  );
}
