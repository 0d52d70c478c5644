// Facades from the street and views from a drone, in a 2400×1600 box.
import type { Random } from "./random.ts";

const claddings = ["#8e2f25", "#f2efe8", "#e8c77a", "#2f3332", "#c7d2cf", "#b9533f"];

function sky(isDusk: boolean) {
  const [top, bottom] = isDusk ? ["#1f2f55", "#e59a6a"] : ["#6fa6d8", "#dcebf5"];
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="2400" height="1600" fill="url(#sky)"/>`;
}

function tree(x: number, y: number, size: number, shade: string) {
  return `<rect x="${x - size * 0.06}" y="${y - size * 0.2}" width="${size * 0.12}" height="${size * 0.5}" fill="#5a4636"/>
  <circle cx="${x}" cy="${y - size * 0.55}" r="${size * 0.42}" fill="${shade}"/>
  <circle cx="${x - size * 0.25}" cy="${y - size * 0.35}" r="${size * 0.3}" fill="${shade}" opacity="0.9"/>
  <circle cx="${x + size * 0.28}" cy="${y - size * 0.38}" r="${size * 0.3}" fill="${shade}" opacity="0.85"/>`;
}

function windowsRow(x: number, y: number, count: number, gap: number, lit: boolean, trim: string) {
  return Array.from({ length: count }, (_, i) => {
    const wx = x + i * gap;
    return `<rect x="${wx - 10}" y="${y - 10}" width="160" height="220" fill="${trim}"/>
    <rect x="${wx}" y="${y}" width="140" height="200" fill="${lit ? "#f6c66b" : "#87a3b8"}"/>
    <line x1="${wx + 70}" y1="${y}" x2="${wx + 70}" y2="${y + 200}" stroke="${trim}" stroke-width="10"/>`;
  }).join("");
}

export function facade(r: Random, isDusk: boolean): string {
  const cladding = r.pick(claddings);
  const trim = cladding === "#f2efe8" ? "#2f3332" : "#f7f4ee";
  const width = r.between(1300, 1600);
  const x = (2400 - width) / 2 + r.between(-200, 200);
  const wallTop = r.between(620, 760);
  const ground = 1320;
  const floors = wallTop < 700 ? 2 : 1;
  const windows = Math.floor(width / 330);
  const gap = (width - 200) / windows;
  return `${sky(isDusk)}
  <rect y="${ground}" width="2400" height="${1600 - ground}" fill="${isDusk ? "#33402f" : "#6f8f4e"}"/>
  <path d="M0 ${ground + 40} Q 1200 ${ground - 10} 2400 ${ground + 60} V1600 H0 Z" fill="${isDusk ? "#2a3527" : "#5f7f42"}"/>
  ${tree(r.between(150, 350), ground + 20, 700, isDusk ? "#263a2c" : "#4e6e3f")}
  ${tree(r.between(2050, 2250), ground + 30, 620, isDusk ? "#22342a" : "#587a45")}
  <polygon points="${x - 60},${wallTop + 10} ${x + width / 2},${wallTop - 380} ${x + width + 60},${wallTop + 10}" fill="${isDusk ? "#1d1f22" : "#3b3d40"}"/>
  <rect x="${x}" y="${wallTop}" width="${width}" height="${ground - wallTop}" fill="${cladding}"/>
  ${cladding !== "#e8c77a" ? Array.from({ length: Math.floor(width / 40) }, (_, i) => `<line x1="${x + i * 40}" y1="${wallTop}" x2="${x + i * 40}" y2="${ground}" stroke="#000" stroke-opacity="0.07" stroke-width="5"/>`).join("") : ""}
  <rect x="${x}" y="${wallTop}" width="${width}" height="${ground - wallTop}" fill="#000" opacity="${isDusk ? 0.35 : 0}"/>
  ${windowsRow(x + 110, ground - 360, windows, gap, isDusk, trim)}
  ${floors === 2 ? windowsRow(x + 110, wallTop + 60, windows, gap, isDusk, trim) : ""}
  <rect x="${x + width / 2 - 90}" y="${ground - 330}" width="180" height="330" fill="${trim}"/>
  <rect x="${x + width / 2 - 70}" y="${ground - 310}" width="140" height="310" fill="${isDusk ? "#7a5a3a" : "#4a5a55"}"/>
  <rect x="${x + width / 2 - 240}" y="${ground}" width="480" height="40" fill="#bdb6aa"/>`;
}

function roof(r: Random, x: number, y: number, w: number, h: number) {
  const color = r.pick(["#3b3d40", "#8e3a2c", "#5c5f62", "#a6a39d"]);
  const isWide = w > h;
  const ridge = isWide
    ? `<polygon points="${x},${y} ${x + w},${y} ${x + w},${y + h / 2} ${x},${y + h / 2}" fill="#fff" opacity="0.12"/>`
    : `<polygon points="${x},${y} ${x + w / 2},${y} ${x + w / 2},${y + h} ${x},${y + h}" fill="#fff" opacity="0.12"/>`;
  return `<rect x="${x + 24}" y="${y + 30}" width="${w}" height="${h}" fill="#000" opacity="0.25"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>${ridge}`;
}

export function aerial(r: Random): string {
  const hasLake = r.next() > 0.4;
  const roadY = r.between(600, 900);
  const lots = [];
  for (let i = 0; i < 5; i++) {
    for (const side of [-1, 1]) {
      const lx = 80 + i * 470 + r.between(-20, 20);
      const ly = side < 0 ? roadY - 520 : roadY + 170;
      lots.push(
        `<rect x="${lx}" y="${ly}" width="430" height="350" fill="${r.pick(["#7fa05a", "#88a862", "#769a53"])}" stroke="#e6e1d4" stroke-width="6"/>`,
        roof(
          r,
          lx + r.between(60, 140),
          ly + r.between(50, 110),
          r.between(180, 240),
          r.between(130, 190),
        ),
        ...Array.from(
          { length: 3 },
          () =>
            `<circle cx="${lx + r.between(30, 400)}" cy="${ly + r.between(30, 320)}" r="${r.between(30, 60)}" fill="#3f6334" opacity="0.95"/>`,
        ),
      );
    }
  }
  return `<rect width="2400" height="1600" fill="#6e9450"/>
  ${hasLake ? `<path d="M1500 1600 C 1700 1300 2100 1350 2400 1100 V1600 Z" fill="#3f6f8f"/><path d="M1500 1600 C 1700 1300 2100 1350 2400 1100" stroke="#d9d2b5" stroke-width="30" fill="none"/>` : ""}
  ${lots.join("")}
  <rect y="${roadY - 60}" width="2400" height="120" fill="#6b6d70"/>
  <line x1="0" y1="${roadY}" x2="2400" y2="${roadY}" stroke="#f2efe8" stroke-width="8" stroke-dasharray="60 50"/>`;
}
