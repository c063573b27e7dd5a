export {
  applyStrategies,
  ATTACK_STRATEGY_REGISTRY,
  derivedId,
  splitPayload,
  type AttackStrategy,
} from "./attack-strategies";
export { base64, hex, homoglyph, leetspeak, rot13, zeroWidth } from "./encodings";
export { hashSeed, seededRandom } from "./seeded";
