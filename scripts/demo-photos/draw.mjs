#!/usr/bin/env node
/**
 * The demo's product and dish photos (issue 24 item 9), drawn here rather than downloaded (the
 * project builds without the internet): each is a lit studio scene of the thing itself (a
 * hoodie, a burger, a glass of lemonade…) drawn as SVG with gradients, shadows and texture, then
 * rendered and re-encoded by sharp as a small WebP at the card's 4:3 size. The output is
 * committed in apps/server/src/demo/media/; run this again after changing a drawing:
 *   node scripts/demo-photos/draw.mjs
 * Licence: drawn for this project, released with it (scripts/demo-photos/README.md).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve(import.meta.dirname, "../../apps/server/src/demo/media");
const W = 640;
const H = 480;

/** A seeded random, so a drawing comes out the same on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const svg = (body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>
  <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.08"/></feComponentTransfer><feComposite in2="SourceGraphic" operator="in"/></filter>
  ${defs}</defs>${body}</svg>`;

/** A finished picture: the scene with a film grain over it (a flat vector look reads as a drawing). */
const scene = (body, defs, grain) =>
  svg(`${body}<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${grain}"/>`, defs);

/** A studio backdrop: a sweep from wall to floor, lit from the upper left. */
const backdrop = (wall, floor) => `
  <linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
  <radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor[0]}"/><stop offset="1" stop-color="${floor[1]}"/></linearGradient>`;
const room = `<rect width="${W}" height="${H}" fill="url(#wall)"/><path d="M0 330 Q320 300 640 330 V480 H0 Z" fill="url(#floor)"/><rect width="${W}" height="${H}" fill="url(#light)"/>`;
const shadow = (cx, cy, rx, ry, opacity = 0.35) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}" filter="url(#blur)"/>`;
/** A wooden table top seen from the front, with grain lines. */
const table = (seed) => {
  const r = random(seed);
  const lines = Array.from({ length: 14 }, () => {
    const y = 330 + r() * 150;
    return `<path d="M0 ${y} Q${200 + r() * 240} ${y + (r() - 0.5) * 16} 640 ${y + (r() - 0.5) * 10}" stroke="#5a3a22" stroke-width="${0.6 + r() * 1.4}" opacity="${0.15 + r() * 0.2}" fill="none"/>`;
  }).join("");
  return `<path d="M0 320 H640 V480 H0 Z" fill="url(#floor)"/>${lines}`;
};
const shade = (id, light, mid, dark) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.2"><stop offset="0" stop-color="${dark}"/><stop offset="0.3" stop-color="${light}"/><stop offset="0.65" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;

/** A hooded sweatshirt laid flat-ish on a hanger: hood, sleeves, pocket, drawstrings, cuffs, crest. */
function hoodie(light, mid, dark) {
  const defs = backdrop(["#eef0ee", "#d9ddd9"], ["#cfd3cf", "#b9beb9"]) + shade("cloth", light, mid, dark);
  const body = `${room}${shadow(320, 440, 190, 18)}
  <path d="M250 95 Q320 40 390 95 L400 150 Q320 175 240 150 Z" fill="${dark}"/>
  <path d="M262 100 Q320 62 378 100 L372 140 Q320 158 268 140 Z" fill="#000" opacity="0.35"/>
  <path d="M230 120 Q320 150 410 120 L470 150 Q520 175 545 300 L560 405 L500 415 L475 260 L460 430 Q320 448 180 430 L165 260 L140 415 L80 405 L95 300 Q120 175 170 150 Z" fill="url(#cloth)"/>
  <path d="M80 405 L140 415 L142 432 L80 424 Z M560 405 L500 415 L498 432 L560 424 Z" fill="${dark}"/>
  <path d="M180 430 Q320 448 460 430 L462 452 Q320 470 178 452 Z" fill="${dark}"/>
  <path d="M225 320 L415 320 L440 410 Q320 425 200 410 Z" fill="${mid}" stroke="${dark}" stroke-width="3"/>
  <path d="M225 320 L200 410 M415 320 L440 410" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
  <path d="M300 150 Q296 200 302 240 M340 150 Q344 200 338 240" stroke="#f2f2f2" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="302" cy="244" r="6" fill="#d8d8d8"/><circle cx="338" cy="244" r="6" fill="#d8d8d8"/>
  <path d="M190 200 Q200 280 185 380 M450 200 Q440 280 455 380" stroke="#000" stroke-opacity="0.12" stroke-width="8" fill="none"/>
  <path d="M120 230 Q110 300 100 390 M520 230 Q530 300 540 390" stroke="#fff" stroke-opacity="0.12" stroke-width="10" fill="none"/>
  <g transform="translate(390 205)"><circle r="20" fill="none" stroke="#f4e3b0" stroke-width="3"/><path d="M0 -11 V11 M-9 4 Q0 14 9 4 M-6 -6 H6" stroke="#f4e3b0" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
  return scene(body, defs, 0.6);
}

/** A short-sleeved piqué polo: collar, placket with buttons, sleeves with ribbed bands. */
function polo() {
  const defs =
    backdrop(["#e9eef3", "#d3dbe3"], ["#c9d2da", "#b2bcc6"]) +
    shade("cloth", "#ffffff", "#eef2f6", "#c3ccd6");
  const body = `${room}${shadow(320, 440, 170, 16)}
  <path d="M250 90 L320 120 L390 90 L470 120 L540 205 L485 250 L450 215 L455 430 Q320 445 185 430 L190 215 L155 250 L100 205 L170 120 Z" fill="url(#cloth)" stroke="#b7c2cd" stroke-width="2"/>
  <path d="M100 205 L155 250 L162 240 L110 196 Z M540 205 L485 250 L478 240 L530 196 Z" fill="#1f3a5f"/>
  <path d="M250 90 L320 120 L300 165 L268 125 Z" fill="#f7f9fb" stroke="#b7c2cd" stroke-width="2"/>
  <path d="M390 90 L320 120 L340 165 L372 125 Z" fill="#f7f9fb" stroke="#b7c2cd" stroke-width="2"/>
  <path d="M250 90 Q320 105 390 90" stroke="#1f3a5f" stroke-width="5" fill="none"/>
  <rect x="308" y="120" width="24" height="95" fill="#eef2f6" stroke="#b7c2cd" stroke-width="2"/>
  <circle cx="320" cy="142" r="4" fill="#9aa7b4"/><circle cx="320" cy="170" r="4" fill="#9aa7b4"/><circle cx="320" cy="198" r="4" fill="#9aa7b4"/>
  <path d="M200 250 Q210 330 198 420 M440 250 Q430 330 442 420" stroke="#000" stroke-opacity="0.06" stroke-width="10" fill="none"/>
  <g transform="translate(400 200)"><path d="M-12 8 L0 -12 L12 8 Z" fill="#1f3a5f"/><path d="M-16 10 Q0 16 16 10" stroke="#1f3a5f" stroke-width="3" fill="none"/></g>`;
  return scene(body, defs, 0.8);
}

/** A six-panel cap in three-quarter view: crown, seams, top button, curved brim, front patch. */
function cap(crown, brim, patch) {
  const defs =
    backdrop(["#f1ede6", "#ddd6cb"], ["#d4ccbf", "#bdb3a4"]) +
    `<radialGradient id="crown" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${crown[0]}"/><stop offset="0.6" stop-color="${crown[1]}"/><stop offset="1" stop-color="${crown[2]}"/></radialGradient>
     <linearGradient id="brim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brim[0]}"/><stop offset="1" stop-color="${brim[1]}"/></linearGradient>`;
  const body = `${room}${shadow(330, 395, 210, 26, 0.4)}
  <path d="M150 300 Q150 130 320 120 Q480 125 490 300 Z" fill="url(#crown)"/>
  <path d="M320 122 Q300 200 300 300 M320 122 Q390 200 410 300 M320 122 Q230 190 210 300" stroke="#000" stroke-opacity="0.25" stroke-width="3" fill="none"/>
  <ellipse cx="320" cy="124" rx="14" ry="7" fill="${crown[2]}"/>
  <path d="M140 300 Q320 330 500 300 Q560 330 585 372 Q470 400 330 392 Q240 388 150 352 Z" fill="url(#brim)"/>
  <path d="M150 352 Q240 388 330 392 Q470 400 585 372" stroke="#000" stroke-opacity="0.3" stroke-width="3" fill="none"/>
  <path d="M165 345 Q330 380 565 368" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 5" fill="none"/>
  ${patch}
  <path d="M150 300 Q320 330 490 300" stroke="#000" stroke-opacity="0.3" stroke-width="4" fill="none"/>`;
  return scene(body, defs, 0.8);
}

/** A yacht club burgee: a triangular pennant flying from a varnished staff with a gilt ball. */
function burgee() {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d9bd5"/><stop offset="1" stop-color="#cfe6f7"/></linearGradient>
     <linearGradient id="flag" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b3152a"/><stop offset="0.35" stop-color="#e0263f"/><stop offset="0.6" stop-color="#a8132a"/><stop offset="1" stop-color="#d82038"/></linearGradient>
     <linearGradient id="staff" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b4422"/><stop offset="0.5" stop-color="#c08a52"/><stop offset="1" stop-color="#5a3819"/></linearGradient>
     <radialGradient id="ball" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.5" stop-color="#d9a63a"/><stop offset="1" stop-color="#8a6014"/></radialGradient>`;
  const r = random(7);
  const clouds = Array.from({ length: 5 }, () => {
    const x = r() * 640;
    const y = 40 + r() * 160;
    return `<g opacity="0.75" filter="url(#soft)"><ellipse cx="${x}" cy="${y}" rx="${50 + r() * 40}" ry="${16 + r() * 8}" fill="#fff"/><ellipse cx="${x + 30}" cy="${y - 10}" rx="${30 + r() * 20}" ry="${14}" fill="#fff"/></g>`;
  }).join("");
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}
  <path d="M0 410 Q160 395 320 410 T640 405 V480 H0 Z" fill="#2c5f86"/><path d="M0 425 Q160 412 320 428 T640 420" stroke="#fff" stroke-opacity="0.4" stroke-width="3" fill="none"/>
  <rect x="150" y="70" width="12" height="400" fill="url(#staff)"/><circle cx="156" cy="64" r="14" fill="url(#ball)"/>
  <path d="M162 95 Q300 110 420 150 Q500 175 560 185 Q480 205 410 230 Q290 270 162 285 Z" fill="url(#flag)"/>
  <path d="M162 95 Q300 110 420 150 Q500 175 560 185" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>
  <g transform="translate(285 190) rotate(4)"><path d="M0 -52 L13 -16 L50 -16 L20 6 L31 42 L0 20 L-31 42 L-20 6 L-50 -16 L-13 -16 Z" fill="#fff"/></g>
  <path d="M162 190 Q300 175 420 200 Q490 212 560 185" stroke="#000" stroke-opacity="0.12" stroke-width="18" fill="none"/>`;
  return scene(body, defs, 0.5);
}

/** A white ceramic mug of coffee on a wooden table, with its handle, a printed anchor and steam. */
function mug() {
  const defs =
    backdrop(["#efe7dc", "#d8c9b5"], ["#9c6b43", "#6e4527"]) +
    shade("porcelain", "#ffffff", "#eef0f2", "#b9bfc6") +
    `<radialGradient id="coffee" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#7a4a25"/><stop offset="1" stop-color="#3b200c"/></radialGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${table(11)}<rect width="${W}" height="${H}" fill="url(#light)"/>
  ${shadow(330, 410, 150, 20, 0.45)}
  <path d="M420 190 Q520 190 520 280 Q520 360 415 355" stroke="#d5d9de" stroke-width="30" fill="none"/>
  <path d="M420 200 Q505 200 505 280 Q505 345 415 342" stroke="#fff" stroke-opacity="0.6" stroke-width="6" fill="none"/>
  <path d="M215 150 V380 Q320 430 425 380 V150 Z" fill="url(#porcelain)"/>
  <ellipse cx="320" cy="150" rx="105" ry="30" fill="#e6e9ec"/>
  <ellipse cx="320" cy="154" rx="92" ry="24" fill="url(#coffee)"/>
  <ellipse cx="300" cy="150" rx="30" ry="6" fill="#c79a6b" opacity="0.35"/>
  <g transform="translate(320 275)" stroke="#1f3a5f" stroke-width="7" fill="none" stroke-linecap="round"><path d="M0 -42 V40"/><path d="M-30 12 Q0 55 30 12"/><path d="M-18 -22 H18"/><circle cx="0" cy="-50" r="9"/></g>
  <g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.55" filter="url(#soft)"><path d="M290 120 Q270 90 295 65 Q318 40 300 10"/><path d="M340 115 Q360 85 338 60 Q318 35 340 5"/></g>`;
  return scene(body, defs, 0.6);
}

/** A natural canvas tote with webbing handles, stitched seams and a printed club mark. */
function tote() {
  const defs =
    backdrop(["#e4ebe6", "#cad6cd"], ["#c2cec5", "#aab8ae"]) +
    shade("canvas", "#f3ead6", "#e6d9bd", "#c6b48f");
  const body = `${room}${shadow(320, 445, 175, 16)}
  <path d="M230 180 Q230 70 320 70 Q410 70 410 180" stroke="#2e4a3a" stroke-width="18" fill="none"/>
  <path d="M255 180 Q255 95 320 95 Q385 95 385 180" stroke="#2e4a3a" stroke-width="14" fill="none" opacity="0.8"/>
  <path d="M160 170 H480 L500 440 H140 Z" fill="url(#canvas)"/>
  <path d="M168 182 H472 M152 428 H488 M168 182 L150 428 M472 182 L490 428" stroke="#a8956d" stroke-width="2" stroke-dasharray="5 4" fill="none"/>
  <g transform="translate(320 310)"><circle r="58" fill="none" stroke="#2e4a3a" stroke-width="6"/><path d="M0 -34 V30 M-24 8 Q0 44 24 8 M-14 -18 H14" stroke="#2e4a3a" stroke-width="7" fill="none" stroke-linecap="round"/></g>
  <path d="M200 200 Q215 320 195 420 M430 210 Q420 320 440 420" stroke="#000" stroke-opacity="0.06" stroke-width="14" fill="none"/>`;
  return scene(body, defs, 1);
}

/** A bowl seen from above at an angle, on a table, holding `inside` (drawn within its rim). */
function bowl(inside, rim = ["#ffffff", "#d8dde2"], seed = 1) {
  const defs =
    backdrop(["#e9e2d6", "#cfc3b0"], ["#8d5d3a", "#5e3a20"]) +
    `<linearGradient id="bowl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rim[0]}"/><stop offset="1" stop-color="${rim[1]}"/></linearGradient>
     <clipPath id="inside"><ellipse cx="320" cy="235" rx="180" ry="82"/></clipPath>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${table(seed)}<rect width="${W}" height="${H}" fill="url(#light)"/>
  ${shadow(325, 395, 230, 28, 0.5)}
  <ellipse cx="320" cy="330" rx="250" ry="70" fill="#f4f4f2"/><ellipse cx="320" cy="325" rx="230" ry="60" fill="#e3e4e0"/>
  <path d="M118 235 Q130 370 320 378 Q510 370 522 235 Z" fill="url(#bowl)"/>
  <ellipse cx="320" cy="235" rx="202" ry="94" fill="#f7f7f5"/>
  <ellipse cx="320" cy="235" rx="180" ry="82" fill="#ddd"/>
  <g clip-path="url(#inside)">${inside}</g>
  <path d="M140 260 Q170 340 260 362" stroke="#fff" stroke-opacity="0.5" stroke-width="8" fill="none"/>`;
  return { defs, body };
}

function chowder() {
  const r = random(21);
  const bits = [];
  for (let i = 0; i < 16; i++) {
    const x = 180 + r() * 280;
    const y = 180 + r() * 110;
    bits.push(
      `<rect x="${x}" y="${y}" width="${14 + r() * 10}" height="${12 + r() * 8}" rx="4" fill="#f2e2b8" stroke="#d9c389" transform="rotate(${r() * 60} ${x} ${y})"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = 190 + r() * 260;
    const y = 190 + r() * 90;
    bits.push(
      `<g transform="translate(${x} ${y}) rotate(${r() * 360})"><path d="M-16 0 Q0 -20 16 0 Q0 8 -16 0 Z" fill="#e9d7c4" stroke="#b99b7d" stroke-width="2"/><path d="M-10 -3 Q0 -12 10 -3" stroke="#b99b7d" fill="none"/></g>`,
    );
  }
  for (let i = 0; i < 40; i++)
    bits.push(
      `<circle cx="${170 + r() * 300}" cy="${170 + r() * 130}" r="${1.5 + r() * 2}" fill="#3f7d2b"/>`,
    );
  const inside = `<rect x="120" y="140" width="400" height="200" fill="#f1e7cf"/><ellipse cx="290" cy="215" rx="120" ry="45" fill="#fff8e6" opacity="0.6"/>${bits.join("")}
    <ellipse cx="260" cy="205" rx="40" ry="10" fill="#fff" opacity="0.35"/>`;
  const { defs, body } = bowl(inside, ["#ffffff", "#cfd5da"], 31);
  const spoon = `<path d="M470 300 L600 430" stroke="#c9ced3" stroke-width="12" stroke-linecap="round"/><ellipse cx="462" cy="292" rx="26" ry="16" fill="#dfe3e7" transform="rotate(45 462 292)"/>`;
  const roll = `<ellipse cx="120" cy="410" rx="70" ry="42" fill="#c98a43"/><ellipse cx="110" cy="398" rx="50" ry="24" fill="#e0a964"/><path d="M80 400 Q110 385 150 398" stroke="#9b6127" stroke-width="3" fill="none"/>`;
  return scene(`${body}${spoon}${roll}`, defs, 0.6);
}

function salad() {
  const r = random(5);
  const parts = [];
  const greens = ["#3f8f2f", "#5aae3a", "#2f7a2a", "#79c04d", "#4d9a35"];
  for (let i = 0; i < 38; i++) {
    const x = 150 + r() * 340;
    const y = 165 + r() * 150;
    const colour = greens[Math.floor(r() * greens.length)];
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${r() * 360})"><path d="M-34 0 Q-10 -26 34 0 Q-10 22 -34 0 Z" fill="${colour}"/><path d="M-30 0 H30" stroke="#c8e6a8" stroke-width="2" opacity="0.7"/></g>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = 180 + r() * 280;
    const y = 180 + r() * 110;
    parts.push(
      `<g transform="translate(${x} ${y})"><circle r="13" fill="#7fb55a"/><circle r="10" fill="#d8ebb8"/><circle r="3" fill="#a9cf84"/></g>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const x = 170 + r() * 300;
    const y = 175 + r() * 120;
    parts.push(
      `<g transform="translate(${x} ${y})"><circle r="15" fill="#d72f22"/><circle cx="-5" cy="-5" r="4" fill="#fff" opacity="0.6"/><path d="M-3 -14 L0 -10 L3 -14" stroke="#3a7a22" stroke-width="2" fill="none"/></g>`,
    );
  }
  for (let i = 0; i < 8; i++) {
    const x = 180 + r() * 280;
    const y = 180 + r() * 100;
    parts.push(
      `<rect x="${x}" y="${y}" width="16" height="14" rx="3" fill="#d9a45a" stroke="#a8732f" transform="rotate(${r() * 60} ${x} ${y})"/>`,
    );
  }
  const inside = `<rect x="120" y="140" width="400" height="200" fill="#2f6b25"/>${parts.join("")}`;
  const { defs, body } = bowl(inside, ["#ffffff", "#d6dbdf"], 41);
  const fork = `<path d="M500 330 L610 450" stroke="#c9ced3" stroke-width="10" stroke-linecap="round"/><path d="M470 300 L505 340 M478 292 L513 332 M486 284 L521 324" stroke="#c9ced3" stroke-width="5" stroke-linecap="round"/>`;
  return scene(`${body}${fork}`, defs, 0.6);
}

/** A tall glass of lemonade with ice, a lemon wheel on the rim, a striped straw and droplets. */
function lemonade() {
  const r = random(13);
  const defs =
    backdrop(["#fdf3d0", "#f1d98e"], ["#d8c07a", "#b89c4f"]) +
    `<linearGradient id="drink" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f0c93a"/><stop offset="0.35" stop-color="#fff1a6"/><stop offset="0.7" stop-color="#f6d65a"/><stop offset="1" stop-color="#e2b42a"/></linearGradient>
     <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.2" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.8" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.5"/></linearGradient>
     <clipPath id="drinkClip"><path d="M238 140 L402 140 L388 420 Q320 432 252 420 Z"/></clipPath>`;
  const ice = Array.from({ length: 5 }, (_, i) => {
    const x = 255 + r() * 95;
    const y = 150 + i * 50 + r() * 20;
    return `<rect x="${x}" y="${y}" width="44" height="40" rx="8" fill="#fffbe8" opacity="0.55" stroke="#fff" stroke-opacity="0.8" transform="rotate(${r() * 40 - 20} ${x + 22} ${y + 20})"/>`;
  }).join("");
  const drops = Array.from({ length: 26 }, () => {
    const x = 245 + r() * 150;
    const y = 160 + r() * 250;
    const s = 2 + r() * 4;
    return `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * 1.3}" fill="#fff" opacity="0.7"/>`;
  }).join("");
  const body = `${room}${shadow(320, 430, 110, 16, 0.3)}
  <g clip-path="url(#drinkClip)"><rect x="230" y="160" width="180" height="280" fill="url(#drink)"/>${ice}
    <rect x="230" y="150" width="180" height="14" fill="#fff7cc" opacity="0.8"/></g>
  <path d="M365 40 L340 300" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M365 40 L340 300" stroke="#e2374a" stroke-width="14" stroke-dasharray="16 16" stroke-linecap="round"/>
  <path d="M230 110 L410 110 L388 420 Q320 436 252 420 Z" fill="url(#glass)" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/>
  <ellipse cx="320" cy="110" rx="90" ry="14" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="3"/>
  ${drops}
  <g transform="translate(232 118) rotate(-25)"><circle r="46" fill="#f7d33a"/><circle r="40" fill="#fbe98a"/>${Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L${Math.cos((i * Math.PI) / 4) * 38} ${Math.sin((i * Math.PI) / 4) * 38}" stroke="#f3d45a" stroke-width="3"/>`).join("")}<circle r="5" fill="#fff4b8"/></g>
  <g transform="translate(505 400)"><ellipse rx="55" ry="36" fill="#f2c417"/><ellipse cx="-10" cy="-10" rx="25" ry="12" fill="#fff3a0" opacity="0.6"/></g>`;
  return scene(body, defs, 0.5);
}

/** A berry tart on a plate: a fluted golden crust heaped with blueberries and raspberries. */
function tart() {
  const r = random(17);
  const defs =
    backdrop(["#f3e9ef", "#dcc9d3"], ["#a06f4c", "#6f4528"]) +
    `<radialGradient id="crust" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f3c77a"/><stop offset="1" stop-color="#b9772e"/></radialGradient>
     <radialGradient id="berry" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#6d7fd1"/><stop offset="0.6" stop-color="#2a2f74"/><stop offset="1" stop-color="#151840"/></radialGradient>
     <radialGradient id="rasp" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#ff7a93"/><stop offset="1" stop-color="#b0142f"/></radialGradient>
     <clipPath id="filling"><ellipse cx="320" cy="250" rx="165" ry="80"/></clipPath>`;
  const flutes = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    return `<circle cx="${320 + Math.cos(a) * 185}" cy="${262 + Math.sin(a) * 92}" r="16" fill="url(#crust)"/>`;
  }).join("");
  const berries = [];
  for (let i = 0; i < 70; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = 320 + Math.cos(a) * d * 160;
    const y = 250 + Math.sin(a) * d * 76;
    berries.push(
      r() < 0.55
        ? `<circle cx="${x}" cy="${y}" r="11" fill="url(#berry)"/><circle cx="${x - 3}" cy="${y - 4}" r="2.5" fill="#c9d1ff" opacity="0.7"/>`
        : `<g transform="translate(${x} ${y})"><circle r="13" fill="url(#rasp)"/>${Array.from({ length: 6 }, (_, k) => `<circle cx="${Math.cos(k) * 7}" cy="${Math.sin(k) * 7}" r="3" fill="#e8345a" opacity="0.8"/>`).join("")}</g>`,
    );
  }
  const sugar = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${170 + r() * 300}" cy="${180 + r() * 150}" r="${0.8 + r() * 1.5}" fill="#fff" opacity="0.85"/>`,
  ).join("");
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${table(19)}<rect width="${W}" height="${H}" fill="url(#light)"/>
  ${shadow(325, 380, 250, 30, 0.5)}
  <ellipse cx="320" cy="320" rx="270" ry="100" fill="#fafafa"/><ellipse cx="320" cy="312" rx="245" ry="86" fill="#ececea"/>
  <ellipse cx="320" cy="290" rx="190" ry="95" fill="#a9682a"/>
  ${flutes}
  <ellipse cx="320" cy="250" rx="168" ry="82" fill="#e9c98f"/>
  <g clip-path="url(#filling)"><rect x="140" y="160" width="360" height="180" fill="#7a1a3a"/>${berries.join("")}</g>
  ${sugar}
  <g transform="translate(520 170) rotate(20)"><path d="M0 0 Q18 -14 30 0 Q18 10 0 0 Z" fill="#3d8b3a"/><path d="M0 0 Q-16 -14 -28 -2 Q-14 10 0 0 Z" fill="#4fa347"/></g>`;
  return scene(body, defs, 0.6);
}

/** A burger from the side: sesame bun, lettuce, tomato, melted cheese, grilled patty, on a board. */
function burger(withFries) {
  const r = random(withFries ? 29 : 23);
  const defs =
    backdrop(["#2b2623", "#171311"], ["#7a4b2b", "#4a2b16"]) +
    `<radialGradient id="bun" cx="0.4" cy="0.25" r="0.8"><stop offset="0" stop-color="#f2b25c"/><stop offset="0.6" stop-color="#c9772c"/><stop offset="1" stop-color="#8a4a17"/></radialGradient>
     <linearGradient id="patty" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b3a1c"/><stop offset="0.5" stop-color="#4a2410"/><stop offset="1" stop-color="#2e1508"/></linearGradient>
     <linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8955e"/><stop offset="1" stop-color="#8d5d30"/></linearGradient>
     <linearGradient id="fry" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9a93a"/><stop offset="0.5" stop-color="#ffd66b"/><stop offset="1" stop-color="#d9912a"/></linearGradient>`;
  const x0 = withFries ? 270 : 320;
  const seeds = Array.from({ length: 26 }, () => {
    const a = Math.PI + r() * Math.PI;
    const d = 0.3 + r() * 0.65;
    const x = x0 + Math.cos(a) * 150 * d;
    const y = 200 + Math.sin(a) * 95 * d;
    return `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.6" fill="#fbf1d8" transform="rotate(${r() * 180} ${x} ${y})"/>`;
  }).join("");
  const grill = Array.from(
    { length: 5 },
    (_, i) => `<path d="M${x0 - 140 + i * 60} 300 l40 18" stroke="#1c0b03" stroke-width="5" opacity="0.5"/>`,
  ).join("");
  const fries = withFries
    ? Array.from({ length: 14 }, (_, i) => {
        const x = 470 + i * 9 + r() * 6;
        const h = 110 + r() * 60;
        return `<rect x="${x}" y="${380 - h}" width="14" height="${h}" rx="3" fill="url(#fry)" transform="rotate(${r() * 20 - 10} ${x} 380)"/>`;
      }).join("") +
      `<path d="M455 270 L600 270 L585 400 L470 400 Z" fill="#c8202c"/><path d="M455 270 L600 270" stroke="#fff" stroke-width="6"/><text x="527" y="345" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">HC</text>`
    : "";
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect width="${W}" height="${H}" fill="url(#light)" opacity="0.5"/>
  <path d="M40 370 H600 Q615 370 615 385 V420 Q615 435 600 435 H40 Q25 435 25 420 V385 Q25 370 40 370 Z" fill="url(#board)"/>
  <path d="M40 435 H600" stroke="#5b3617" stroke-width="6"/>
  ${shadow(x0 + 5, 370, 175, 16, 0.6)}
  <path d="M${x0 - 160} 345 Q${x0} 375 ${x0 + 160} 345 L${x0 + 150} 365 Q${x0} 392 ${x0 - 150} 365 Z" fill="url(#bun)"/>
  <path d="M${x0 - 170} 300 Q${x0} 280 ${x0 + 170} 300 L${x0 + 165} 340 Q${x0} 360 ${x0 - 165} 340 Z" fill="url(#patty)"/>${grill}
  <path d="M${x0 - 175} 285 L${x0 + 175} 285 L${x0 + 150} 300 L${x0 + 120} 330 L${x0 + 95} 300 L${x0 - 40} 305 L${x0 - 70} 335 L${x0 - 95} 300 L${x0 - 175} 298 Z" fill="#f6b21b"/>
  <path d="M${x0 - 165} 268 Q${x0} 258 ${x0 + 165} 268 L${x0 + 160} 284 Q${x0} 276 ${x0 - 160} 284 Z" fill="#d83a2a"/>
  <path d="M${x0 - 185} 255 ${Array.from({ length: 12 }, (_, i) => `Q${x0 - 170 + i * 30} ${i % 2 ? 280 : 236} ${x0 - 155 + i * 30} 258`).join(" ")} L${x0 + 180} 270 Q${x0} 262 ${x0 - 180} 268 Z" fill="#6cbf3c"/>
  <path d="M${x0 - 160} 250 Q${x0 - 160} 110 ${x0} 105 Q${x0 + 160} 110 ${x0 + 160} 250 Q${x0} 265 ${x0 - 160} 250 Z" fill="url(#bun)"/>
  <path d="M${x0 - 100} 150 Q${x0 - 40} 120 ${x0 + 10} 125" stroke="#ffd9a0" stroke-width="10" stroke-linecap="round" opacity="0.45" fill="none"/>
  ${seeds}${fries}`;
  return scene(body, defs, 0.5);
}

/** A crew-neck T-shirt with a mountain print, for Club Sierra. */
function camiseta() {
  const defs =
    backdrop(["#f0ece8", "#dcd3ca"], ["#d2c7bb", "#bcae9f"]) +
    shade("cloth", "#c8453a", "#b23a30", "#7e231c");
  const body = `${room}${shadow(320, 440, 170, 16)}
  <path d="M260 90 Q320 125 380 90 L470 120 L545 210 L485 255 L450 220 L455 430 Q320 445 185 430 L190 220 L155 255 L95 210 L170 120 Z" fill="url(#cloth)"/>
  <path d="M260 90 Q320 125 380 90 Q370 108 320 116 Q270 108 260 90 Z" fill="#5f1a14"/>
  <path d="M260 90 Q320 135 380 90" stroke="#8f2a22" stroke-width="8" fill="none"/>
  <g transform="translate(320 275)"><path d="M-80 40 L-30 -30 L0 5 L30 -45 L85 40 Z" fill="#f5efe6"/><path d="M-30 -30 L-18 -12 L-40 -8 Z M30 -45 L44 -22 L16 -22 Z" fill="#fff"/><circle cx="50" cy="-60" r="14" fill="#f3c34a"/><path d="M-90 52 H95" stroke="#f5efe6" stroke-width="4"/></g>
  <path d="M205 250 Q215 330 200 420 M435 250 Q425 330 440 420" stroke="#000" stroke-opacity="0.12" stroke-width="10" fill="none"/>`;
  return scene(body, defs, 0.8);
}

/** The events' pictures: scenes rather than studio shots (a sunrise dock, a regatta, a ballroom…). */
const sky = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join("")}</linearGradient>`;

/** Water with the light's reflection broken into ripples. */
function water(seed, top, colours, glint) {
  const r = random(seed);
  const ripples = Array.from({ length: 60 }, () => {
    const y = top + 6 + r() * (H - top);
    const x = r() * W;
    const w = 20 + r() * 90 * ((y - top) / (H - top) + 0.3);
    return `<path d="M${x} ${y} h${w}" stroke="${r() < 0.5 ? glint : "#ffffff"}" stroke-opacity="${0.12 + r() * 0.3}" stroke-width="${1 + r() * 2.5}" stroke-linecap="round"/>`;
  }).join("");
  return `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>
    <rect y="${top}" width="${W}" height="${H - top}" fill="url(#sea)"/>${ripples}`;
}

/** Sunrise over the harbor from a wooden dock, two yoga mats laid out. */
function yoga() {
  const r = random(31);
  const defs = `${sky("dawn", [
    [0, "#4b6d9b"],
    [0.45, "#e9a27a"],
    [0.62, "#f7d28b"],
  ])}
    <radialGradient id="sunGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6d8"/><stop offset="0.4" stop-color="#ffd98a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb36b" stop-opacity="0"/></radialGradient>
    <linearGradient id="plank" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a57a52"/><stop offset="1" stop-color="#6e4a2c"/></linearGradient>`;
  const planks = Array.from({ length: 9 }, (_, i) => {
    const y = 330 + i * 18 + i * i * 1.2;
    return `<path d="M0 ${y} H640" stroke="#4d321c" stroke-opacity="${0.35 + r() * 0.2}" stroke-width="2"/>`;
  }).join("");
  const body = `<rect width="${W}" height="300" fill="url(#dawn)"/>
    <circle cx="410" cy="262" r="120" fill="url(#sunGlow)"/><circle cx="410" cy="268" r="34" fill="#fff1c4"/>
    <path d="M0 262 Q120 248 220 260 T460 256 T640 262 V300 H0 Z" fill="#3c4f6b" opacity="0.55"/>
    ${water(32, 290, ["#d99b73", "#3f5f86"], "#ffe2a6")}
    <path d="M0 320 L640 320 L640 480 L0 480 Z" fill="url(#plank)"/>${planks}
    <g transform="translate(170 338) skewX(-28)"><rect width="140" height="44" rx="6" fill="#2f8f83"/><rect width="140" height="7" fill="#fff" opacity="0.25"/></g>
    <g transform="translate(360 338) skewX(-28)"><rect width="140" height="44" rx="6" fill="#c3566a"/><rect width="140" height="7" fill="#fff" opacity="0.25"/></g>
    <rect x="0" y="318" width="640" height="6" fill="#3a2616" opacity="0.5"/>`;
  return scene(body, defs, 0.4);
}

/** Sailing boats racing on a blue, windy bay, numbers on their sails. */
function regatta() {
  const defs = `${sky("day", [
    [0, "#7fb2e5"],
    [1, "#d6ecfb"],
  ])}`;
  const boat = (x, y, s, sail, number) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-70 0 H70 L50 24 H-52 Z" fill="#f4f4f0"/><path d="M-70 0 H70 L64 8 H-66 Z" fill="#1f3a5f"/>
    <path d="M0 -6 V-230" stroke="#5b5b5b" stroke-width="4"/>
    <path d="M4 -226 Q70 -120 62 -12 H4 Z" fill="${sail}"/><path d="M-4 -200 Q-46 -110 -52 -14 H-4 Z" fill="#fbfbf7"/>
    <text x="34" y="-110" font-family="sans-serif" font-weight="700" font-size="30" fill="#1f3a5f" text-anchor="middle">${number}</text>
    <ellipse cx="0" cy="28" rx="90" ry="8" fill="#ffffff" opacity="0.5"/></g>`;
  const body = `<rect width="${W}" height="240" fill="url(#day)"/>
    <ellipse cx="140" cy="80" rx="90" ry="22" fill="#fff" opacity="0.8"/><ellipse cx="200" cy="70" rx="60" ry="20" fill="#fff" opacity="0.9"/>
    <ellipse cx="500" cy="110" rx="80" ry="16" fill="#fff" opacity="0.7"/>
    <path d="M0 236 Q160 224 300 232 T640 230 V246 H0 Z" fill="#5f7d6a"/>
    ${water(41, 240, ["#2f6fa8", "#143d66"], "#bfe1ff")}
    ${boat(470, 300, 0.55, "#f3f3ee", 7)}${boat(170, 360, 0.8, "#f6f6f1", 12)}${boat(420, 430, 1, "#e8f0f7", 3)}`;
  return scene(body, defs, 0.35);
}

/** A ballroom set for a gala: a chandelier, round tables in white with candles. */
function gala() {
  const r = random(53);
  const defs = `${sky("hall", [
    [0, "#2a1c33"],
    [0.6, "#4a2a3e"],
    [1, "#1c1420"],
  ])}
    <radialGradient id="chandelierGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffcf6b" stop-opacity="0"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9c3cf"/></linearGradient>`;
  const crystals = Array.from({ length: 26 }, (_, i) => {
    const a = (i / 26) * Math.PI * 2;
    return `<circle cx="${320 + Math.cos(a) * 70}" cy="${110 + Math.sin(a) * 16}" r="3" fill="#fff8dc"/><path d="M${320 + Math.cos(a) * 70} ${110 + Math.sin(a) * 16} v${10 + r() * 10}" stroke="#fff3c4" stroke-width="1.5" opacity="0.8"/>`;
  }).join("");
  const sparkles = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${r() * W}" cy="${r() * 260}" r="${0.8 + r() * 1.8}" fill="#ffe9b0" opacity="${0.3 + r() * 0.5}"/>`,
  ).join("");
  const tableAt = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="40" rx="120" ry="18" fill="#000" opacity="0.35" filter="url(#blur)"/>
    <path d="M-110 0 Q-118 50 -100 62 H100 Q118 50 110 0 Z" fill="url(#cloth)"/><ellipse rx="110" ry="24" fill="#fbfafc"/>
    <rect x="-4" y="-44" width="8" height="40" fill="#f4e6c4"/><ellipse cx="0" cy="-50" rx="5" ry="9" fill="#ffd36b"/><circle cx="0" cy="-50" r="26" fill="url(#chandelierGlow)"/>
    <circle cx="-52" cy="-6" r="10" fill="#e9e2f0"/><circle cx="52" cy="-6" r="10" fill="#e9e2f0"/></g>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#hall)"/>${sparkles}
    <path d="M0 300 H640 V480 H0 Z" fill="#2b1a24"/><path d="M0 300 H640" stroke="#6b4a5a" stroke-width="2"/>
    <circle cx="320" cy="110" r="150" fill="url(#chandelierGlow)" opacity="0.55"/>
    <path d="M320 0 V80" stroke="#d9b46a" stroke-width="3"/><ellipse cx="320" cy="110" rx="76" ry="20" fill="none" stroke="#d9b46a" stroke-width="4"/>${crystals}
    ${tableAt(150, 330, 0.7)}${tableAt(490, 330, 0.7)}${tableAt(320, 400, 1)}`;
  return scene(body, defs, 0.35);
}

/** A terrace at dusk: string lights, a small stage, a saxophone in the spotlight. */
function jazz() {
  const r = random(61);
  const defs = `${sky("dusk", [
    [0, "#1d2a4d"],
    [0.55, "#5b3f6e"],
    [1, "#c9775a"],
  ])}
    <radialGradient id="spot" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff3c9" stop-opacity="0.75"/><stop offset="1" stop-color="#fff3c9" stop-opacity="0"/></radialGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe29a"/><stop offset="0.5" stop-color="#d4a03a"/><stop offset="1" stop-color="#8a5c12"/></linearGradient>`;
  const bulbs = (y0, sag) =>
    Array.from({ length: 15 }, (_, i) => {
      const x = 20 + i * 43;
      const y = y0 + sag * Math.sin((i / 14) * Math.PI);
      return `<circle cx="${x}" cy="${y + 8}" r="5" fill="#ffe08a"/><circle cx="${x}" cy="${y + 8}" r="14" fill="#ffd36b" opacity="0.25"/>`;
    }).join("");
  const stars = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${r() * W}" cy="${r() * 120}" r="${0.6 + r()}" fill="#fff" opacity="${0.4 + r() * 0.5}"/>`,
  ).join("");
  const body = `<rect width="${W}" height="${H}" fill="url(#dusk)"/>${stars}
    <path d="M0 40 Q320 110 640 40" stroke="#2a2a2a" stroke-width="1.5" fill="none"/>${bulbs(40, 62)}
    <path d="M0 300 H640 V480 H0 Z" fill="#3a2a24"/><path d="M120 300 H520 L560 340 H80 Z" fill="#5a3b2c"/>
    <path d="M250 0 L390 0 L470 340 L170 340 Z" fill="url(#spot)"/>
    <g transform="translate(320 250) rotate(-18)">
      <path d="M-8 -120 Q-10 -60 -4 20 Q0 60 30 62 Q58 60 60 30 L62 10" stroke="url(#brass)" stroke-width="22" fill="none" stroke-linecap="round"/>
      <ellipse cx="62" cy="6" rx="18" ry="9" fill="#f6d37a" stroke="#8a5c12" stroke-width="3"/>
      ${Array.from({ length: 6 }, (_, i) => `<circle cx="${-14}" cy="${-90 + i * 18}" r="4" fill="#fff4cf" stroke="#8a5c12"/>`).join("")}
      <path d="M-8 -120 Q-30 -140 -48 -132" stroke="#2b2b2b" stroke-width="6" fill="none" stroke-linecap="round"/></g>
    <ellipse cx="320" cy="352" rx="150" ry="14" fill="#000" opacity="0.35" filter="url(#blur)"/>`;
  return scene(body, defs, 0.35);
}

/** Two glasses of sparkling wine raised at a reception, the room's lights soft behind them. */
function reception() {
  const r = random(71);
  const defs = `${sky("room", [
    [0, "#3b4a5e"],
    [1, "#1f2836"],
  ])}
    <linearGradient id="wine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff2bf"/><stop offset="1" stop-color="#e7bf55"/></linearGradient>
    <linearGradient id="crystal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#fff" stop-opacity="0.45"/></linearGradient>`;
  const bokeh = Array.from({ length: 28 }, () => {
    const colour = ["#ffd27a", "#ffe9b8", "#9fc6ff", "#ffb08a"][Math.floor(r() * 4)];
    return `<circle cx="${r() * W}" cy="${r() * H}" r="${12 + r() * 34}" fill="${colour}" opacity="${0.08 + r() * 0.18}"/>`;
  }).join("");
  const glass = (x, y, tilt) => `<g transform="translate(${x} ${y}) rotate(${tilt})">
    <path d="M-34 -150 L34 -150 L26 -30 Q0 -8 -26 -30 Z" fill="url(#wine)" opacity="0.9"/>
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${-14 + ((i * 7) % 28)}" cy="${-40 - i * 11}" r="2" fill="#fff" opacity="0.8"/>`).join("")}
    <path d="M-40 -190 L40 -190 L28 -30 Q0 -4 -28 -30 Z" fill="url(#crystal)" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>
    <path d="M0 -18 V90" stroke="#fff" stroke-opacity="0.75" stroke-width="5"/><ellipse cx="0" cy="92" rx="42" ry="9" fill="#fff" opacity="0.55"/></g>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#room)"/>${bokeh}
    ${glass(262, 300, 12)}${glass(378, 300, -12)}
    <g fill="#fff8d6">${Array.from({ length: 7 }, (_, i) => `<path d="M320 96 l${Math.cos(i) * 22} ${-12 - Math.sin(i) * 12}" stroke="#fff3c4" stroke-width="2"/>`).join("")}</g>`;
  return scene(body, defs, 0.35);
}

const patch = (colour, mark) =>
  `<g transform="translate(300 225)"><rect x="-48" y="-32" width="96" height="64" rx="12" fill="${colour}" stroke="#fff" stroke-width="3"/>${mark}</g>`;

const PHOTOS = {
  "shop-hoodie-1": () => hoodie("#33507e", "#253d63", "#142340"),
  "shop-hoodie-2": () => hoodie("#3f7a57", "#2f6144", "#1a3d29"),
  "shop-polo": polo,
  "shop-cap": () =>
    cap(
      ["#3a5a8c", "#22395e", "#101d33"],
      ["#2a4570", "#15263f"],
      patch(
        "#f4e3b0",
        `<path d="M0 -20 V18 M-14 6 Q0 24 14 6 M-9 -10 H9" stroke="#1f3a5f" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      ),
    ),
  "shop-burgee": burgee,
  "shop-mug": mug,
  "shop-tote": tote,
  "dining-chowder": chowder,
  "dining-salad": salad,
  "dining-lemonade": lemonade,
  "dining-tart": tart,
  "dining-burger-1": () => burger(false),
  "dining-burger-2": () => burger(true),
  "sierra-camiseta": camiseta,
  "event-yoga": yoga,
  "event-regatta": regatta,
  "event-gala": gala,
  "event-jazz": jazz,
  "event-reception": reception,
  "sierra-gorra": () =>
    cap(
      ["#7c8a4a", "#5d6a33", "#343d18"],
      ["#4e5a2a", "#2c3414"],
      patch("#f5efe6", `<path d="M-34 18 L-10 -14 L2 2 L16 -20 L36 18 Z" fill="#5d6a33"/>`),
    ),
};

await mkdir(OUT, { recursive: true });
for (const [name, draw] of Object.entries(PHOTOS)) {
  const file = path.join(OUT, `${name}.webp`);
  const bytes = await sharp(Buffer.from(draw())).webp({ quality: 72, effort: 6 }).toBuffer();
  await writeFile(file, bytes);
  console.log(`${path.relative(process.cwd(), file)} ${(bytes.length / 1024).toFixed(1)} KB`);
}
