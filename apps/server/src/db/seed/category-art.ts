import type { CategoryName } from '@cleaver/domain/constants';

// Flat illustrations for the demo images, drawn in a 200×200 box so they can be placed and scaled.
type Art = { background: string; glow: string; drawing: string };

const DRUMSTICK = `
  <g transform="rotate(40 100 100)">
    <rect x="91" y="100" width="18" height="66" rx="9" fill="#FFF6E5"/>
    <circle cx="89" cy="170" r="13" fill="#FFF6E5"/>
    <circle cx="111" cy="170" r="13" fill="#FFF6E5"/>
    <path d="M100 14 C150 14 166 66 144 100 C131 120 114 124 100 124 C86 124 69 120 56 100 C34 66 50 14 100 14 Z"
      fill="#B85C24"/>
    <path d="M100 24 C140 24 152 68 134 96 C124 111 112 114 100 114 C88 114 76 111 66 96 C48 68 60 24 100 24 Z"
      fill="#D9803A"/>
    <path d="M80 40 C68 52 66 70 72 86" stroke="#F2B36B" stroke-width="9" stroke-linecap="round" fill="none"/>
  </g>`;

const PIG = `
  <path d="M38 36 L82 52 L52 92 Z" fill="#E98AA4"/>
  <path d="M162 36 L118 52 L148 92 Z" fill="#E98AA4"/>
  <circle cx="100" cy="110" r="72" fill="#F8C9D5"/>
  <path d="M46 44 L72 56 L54 80 Z" fill="#D86F8C"/>
  <path d="M154 44 L128 56 L146 80 Z" fill="#D86F8C"/>
  <circle cx="66" cy="128" r="13" fill="#F2A3B8" opacity="0.7"/>
  <circle cx="134" cy="128" r="13" fill="#F2A3B8" opacity="0.7"/>
  <circle cx="76" cy="94" r="8" fill="#3B2A30"/>
  <circle cx="124" cy="94" r="8" fill="#3B2A30"/>
  <circle cx="78" cy="91" r="2.5" fill="#FFFFFF"/>
  <circle cx="126" cy="91" r="2.5" fill="#FFFFFF"/>
  <ellipse cx="100" cy="134" rx="32" ry="23" fill="#EE98AE"/>
  <ellipse cx="89" cy="134" rx="5.5" ry="9" fill="#B4536E"/>
  <ellipse cx="111" cy="134" rx="5.5" ry="9" fill="#B4536E"/>`;

const COW = `
  <path d="M58 52 C40 48 30 30 36 16 C46 30 58 34 70 38 Z" fill="#F3E6CF"/>
  <path d="M142 52 C160 48 170 30 164 16 C154 30 142 34 130 38 Z" fill="#F3E6CF"/>
  <ellipse cx="34" cy="78" rx="26" ry="13" transform="rotate(-18 34 78)" fill="#7A4A2B"/>
  <ellipse cx="166" cy="78" rx="26" ry="13" transform="rotate(18 166 78)" fill="#7A4A2B"/>
  <path d="M100 30 C146 30 156 66 150 110 C146 140 130 150 100 150 C70 150 54 140 50 110 C44 66 54 30 100 30 Z"
    fill="#FBF7F0"/>
  <path d="M112 32 C140 34 152 58 150 84 C134 84 118 70 112 32 Z" fill="#7A4A2B"/>
  <path d="M60 60 C72 58 82 70 78 86 C66 90 54 82 60 60 Z" fill="#7A4A2B"/>
  <path d="M90 30 C94 22 100 20 106 24 C102 28 98 32 90 30 Z" fill="#7A4A2B"/>
  <circle cx="78" cy="96" r="8" fill="#2E211A"/>
  <circle cx="122" cy="96" r="8" fill="#2E211A"/>
  <circle cx="80" cy="93" r="2.5" fill="#FFFFFF"/>
  <circle cx="124" cy="93" r="2.5" fill="#FFFFFF"/>
  <ellipse cx="100" cy="146" rx="48" ry="32" fill="#F0B3A0"/>
  <ellipse cx="84" cy="146" rx="7" ry="10" fill="#9C5846"/>
  <ellipse cx="116" cy="146" rx="7" ry="10" fill="#9C5846"/>
  <path d="M86 166 C94 172 106 172 114 166" stroke="#9C5846" stroke-width="4" stroke-linecap="round" fill="none"/>`;

const SHEEP = `
  <g fill="#FFFFFF">
    <circle cx="100" cy="100" r="62"/>
    <circle cx="56" cy="70" r="30"/><circle cx="100" cy="44" r="32"/><circle cx="144" cy="70" r="30"/>
    <circle cx="44" cy="114" r="28"/><circle cx="156" cy="114" r="28"/>
    <circle cx="64" cy="152" r="28"/><circle cx="136" cy="152" r="28"/><circle cx="100" cy="164" r="28"/>
  </g>
  <ellipse cx="52" cy="96" rx="22" ry="10" transform="rotate(-25 52 96)" fill="#3F3A3A"/>
  <ellipse cx="148" cy="96" rx="22" ry="10" transform="rotate(25 148 96)" fill="#3F3A3A"/>
  <ellipse cx="100" cy="116" rx="34" ry="44" fill="#3F3A3A"/>
  <g fill="#F4F1EC"><circle cx="84" cy="76" r="14"/><circle cx="100" cy="70" r="15"/><circle cx="116" cy="76" r="14"/></g>
  <circle cx="86" cy="108" r="7" fill="#FFFFFF"/>
  <circle cx="114" cy="108" r="7" fill="#FFFFFF"/>
  <circle cx="87" cy="109" r="3.5" fill="#1E1A1A"/>
  <circle cx="115" cy="109" r="3.5" fill="#1E1A1A"/>
  <ellipse cx="100" cy="140" rx="12" ry="8" fill="#5A5252"/>
  <path d="M92 152 C97 157 103 157 108 152" stroke="#F4F1EC" stroke-width="3" stroke-linecap="round" fill="none"/>`;

const DUCK = `
  <path d="M10 176 C30 166 50 186 70 176 C90 166 110 186 130 176 C150 166 170 186 190 176"
    stroke="#B9E6DF" stroke-width="6" stroke-linecap="round" fill="none"/>
  <path d="M40 120 C40 92 70 84 100 92 C128 98 150 92 176 76 C182 100 178 128 160 146 C140 164 70 166 52 150
    C44 142 40 132 40 120 Z" fill="#FFFDF6"/>
  <path d="M86 114 C104 104 134 104 150 116 C136 134 104 140 86 114 Z" fill="#E9E4D6"/>
  <path d="M52 116 C44 92 46 72 52 62" stroke="#FFFDF6" stroke-width="30" stroke-linecap="round" fill="none"/>
  <circle cx="62" cy="56" r="28" fill="#FFFDF6"/>
  <path d="M38 60 C28 58 16 60 10 66 C18 74 30 74 40 70 Z" fill="#F39C12"/>
  <path d="M38 66 L14 66" stroke="#D9820A" stroke-width="2"/>
  <circle cx="62" cy="50" r="5.5" fill="#1F2A2A"/>
  <circle cx="63.5" cy="48.5" r="1.8" fill="#FFFFFF"/>`;

const STEAK = `
  <path d="M40 70 C52 34 112 22 150 40 C186 58 188 108 166 138 C142 170 82 176 52 152 C28 132 30 96 40 70 Z"
    fill="#F7E4D4"/>
  <path d="M54 76 C64 48 110 38 144 52 C172 66 174 104 156 128 C136 154 88 160 64 142 C44 126 46 98 54 76 Z"
    fill="#C43C32"/>
  <g stroke="#E87A6C" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.9">
    <path d="M74 80 C86 74 96 82 108 76"/><path d="M68 112 C82 104 94 116 110 108"/>
    <path d="M118 128 C128 122 138 128 146 120"/><path d="M124 70 C134 66 142 72 150 68"/>
  </g>
  <circle cx="112" cy="100" r="17" fill="#FFF6E5"/>
  <circle cx="112" cy="100" r="8" fill="#E9C9A8"/>`;

export const CATEGORY_ART: Record<CategoryName, Art> = {
  Chicken: { background: '#F2B84B', glow: '#FFE3A3', drawing: DRUMSTICK },
  Pork: { background: '#E57E98', glow: '#FFD4DF', drawing: PIG },
  Beef: { background: '#A8382E', glow: '#E27A6E', drawing: COW },
  Lamb: { background: '#6FA65C', glow: '#B8DCA8', drawing: SHEEP },
  Duck: { background: '#23877B', glow: '#6CC4B8', drawing: DUCK },
  Other: { background: '#54677A', glow: '#9BB0C4', drawing: STEAK },
};

/** A scene: the category's background, a soft glow and its drawing centred at (cx, cy), `size` px wide. */
export function categoryScene(
  category: CategoryName,
  frame: { width: number; height: number; cx: number; cy: number; size: number },
): string {
  const art = CATEGORY_ART[category];
  const { width, height, cx, cy, size } = frame;
  const scale = size / 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${art.background}"/>
  <circle cx="${width * 0.08}" cy="${height * 0.12}" r="${height * 0.18}" fill="${art.glow}" opacity="0.25"/>
  <circle cx="${width * 0.95}" cy="${height * 0.9}" r="${height * 0.24}" fill="${art.glow}" opacity="0.2"/>
  <circle cx="${cx}" cy="${cy}" r="${size * 0.68}" fill="${art.glow}" opacity="0.45"/>
  <g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${art.drawing}</g>
</svg>`;
}
