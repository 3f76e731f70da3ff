import { pick } from '../random';

// prettier-ignore
const LATIN_ADJ = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Mystic', 'Frozen', 'Blazing', 'Sweet', 'Ancient', 'Cosmic',
  'Hidden', 'Diamond', 'Jade', 'Crimson', 'Silver', 'Electric', 'Savage', 'Sacred', 'Neon', 'Fortune', 'Big',
  'Super', 'Magic', 'Pirate', 'Buffalo', 'Emerald', 'Thunder', 'Starlight', 'Velvet', 'Midnight', 'Burning',
  'Twin', 'Infinite', 'Shining', 'Secret', 'Flying', 'Joker', 'Imperial', 'Atlantis',
];

// prettier-ignore
const LATIN_NOUN = [
  'Dragon', 'Tiger', 'Fortune', 'Treasure', 'Gems', 'Pharaoh', 'Panda', 'Koi', 'Phoenix', 'Riches', 'Bonanza',
  'Fruits', 'Jungle', 'Temple', 'Empire', 'Wolf', 'Eagle', 'Queen', 'Kingdom', 'Safari', 'Reels', 'Coins', 'Vault',
  'Galaxy', 'Ocean', 'Carnival', 'Lotus', 'Samurai', 'Viking', 'Candy', 'Cleopatra', 'Stars', 'Sevens', 'Pearls',
  'Legends', 'Gold Rush', 'Mammoth', 'Wizard', 'Cherries', 'Bells',
];

const LATIN_SUFFIX = [
  '',
  '',
  '',
  ' Deluxe',
  ' Hold & Win',
  ' Rising',
  ' Gold',
  ' Xmas',
  ' Link',
  ' Rush',
  ' Blitz',
  ' Quest',
];

const LONG_TAILS = [
  ': The Legend of the Seven Seas and the Emperor of the Endless Golden Coast',
  ' and the Mysterious Lost Temple of the Thousand Shining Jade Warriors',
  ' Ultimate Hold and Win Deluxe Edition with Progressive Cascading Jackpots',
];

const HAN = [
  ['金龙', '财神', '福星', '招财', '麻将', '熊猫', '凤凰', '锦鲤', '宝藏', '水果', '龙虎', '发财'],
  ['传奇', '来了', '大奖', '宝库', '满贯', '狂欢', '之王', '无双', '赢家', '盛宴'],
];

const THAI = [
  ['มังกร', 'เสือ', 'ช้าง', 'นาค', 'เพชร', 'ลาภ', 'ดวงดาว', 'ปลาทอง'],
  ['ทองคำ', 'มหาเฮง', 'นำโชค', 'ร่ำรวย', 'สวรรค์', 'ราชา', 'มหาสมบัติ'],
];

const ARABIC = [
  ['كنز', 'صقر', 'نجمة', 'قصر', 'جمل', 'لؤلؤة', 'سلطان', 'واحة'],
  ['الصحراء', 'الذهب', 'الحظ', 'الملوك', 'النيل', 'القمر', 'الشرق'],
];

const KOREAN = [
  ['황금', '행운의', '용의', '호랑이', '보물', '별빛', '왕관', '불꽃'],
  ['용', '보물', '잭팟', '왕국', '축제', '전설', '사원'],
];

export const TABLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', '百家乐'],
  ROULETTE: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'Immersive Roulette', 'รูเล็ต'],
  BLACKJACK: ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', '블랙잭'],
  GAMESHOW: ['Dream Catcher', 'Crazy Time', 'Mega Wheel', 'Sic Bo', 'Dragon Tiger', 'Fan Tan'],
  FISHING: ['Fishing King', 'Ocean Hunter', 'Dragon Fishing', 'Golden Shark', 'Mermaid Hunt', '捕鱼达人'],
  ARCADE: ['Lucky Plinko', 'Cannon Blast', 'Space Shooter', 'Dino Hunter'],
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Three Card Poker', 'Niu Niu'],
  MAHJONG: ['Mahjong 2P', 'Blood Battle Mahjong', '麻将来了', 'Mahjong Ways'],
  CARDS: ['Rummy', 'Teen Patti', 'Fight the Landlord', 'Tien Len', 'Pusoy', 'Baccarat Duel'],
  LOTT: ['Lotto 5/36', 'Lotto 6/45', 'Keno 80', 'Fast 3', 'Pick 3', 'Pick 5'],
  ELOTT: ['Vietnam North Lottery', 'Xổ Số Miền Nam', 'Speed Lotto 1 min', 'Racing 10', 'Lucky Ball 5'],
};

/** Seeded names are already composed (NFC), so lower case is enough for them; queries are NFKC-normalized too. */
export function toSearchName(name: string): string {
  return name.toLowerCase();
}

export function slotName(random: () => number, classify: string | null): string {
  const script = random();
  if (script < 0.1) return pick(random, HAN[0] ?? []) + pick(random, HAN[1] ?? []);
  if (script < 0.17) return `${pick(random, THAI[0] ?? [])}${pick(random, THAI[1] ?? [])}`;
  if (script < 0.23) return `${pick(random, ARABIC[0] ?? [])} ${pick(random, ARABIC[1] ?? [])}`;
  if (script < 0.3) return `${pick(random, KOREAN[0] ?? [])} ${pick(random, KOREAN[1] ?? [])}`;
  const base = `${pick(random, LATIN_ADJ)} ${pick(random, LATIN_NOUN)}`;
  if (random() < 0.02) return base + pick(random, LONG_TAILS);
  if (classify === 'MEGAWAYS') return `${base} Megaways`;
  if (classify === 'JACKPOT') return `${base} Jackpot`;
  return base + pick(random, LATIN_SUFFIX);
}
