/**
 * What a diet supplies per day, from feeds given as fed (docs/product/nutrition-science.md#adg-prediction–7). Feed nutrients use the
 * product's keys and units (MS % as fed; PB, PDR, PNDR, PM, NDT, Ca, P % DM; EM, EL Mcal/kg DM); the BR-CORTE
 * 2016 names `NDT_{product}2016`, `EM_{product}2016` are accepted too.
 */
import { COW_MILK_FEED_ID } from '../feeds/cow-milk';
import { canonicalNutrientKey } from '../feeds/nutrients';
import { calculateMicrobialProteinG } from '../requirements/microbial-protein';

/** One feed of a diet: nutrients per kg DM (product keys) and kg as fed per day. */
export type DietFeed = {
  readonly id: string;
  readonly nutrientes: Readonly<Record<string, number | null | undefined>>;
  readonly quantidade: number;
  /** Roughage (volumoso) flag, when known; used to choose the methane conversion factor. */
  readonly volumoso?: boolean;
  /**
   * Milk (whole milk or a milk replacer) drunk by a suckling calf: it bypasses the rumen through the
   * oesophageal groove, so it yields no enteric methane (IPCC 2019 Refinement, Vol. 4 Ch. 10, Annex 10A.2:
   * calves on milk, Ym 0). The built-in cow milk feed (`LEITE_VACA`) is milk without this flag.
   */
  readonly leite?: boolean;
};

/** Daily supply of a diet. kg/day, Mcal/day, g/day. */
export type DietSupply = {
  readonly asFedKg: number;
  readonly dmKg: number;
  readonly tdnKg: number;
  readonly meMcal: number;
  readonly nelMcal: number;
  readonly cpG: number;
  /** Rumen degradable and undegradable protein, g/day: from PDR/PNDR where given, else split by MCP. */
  readonly rdpG: number;
  readonly rupG: number;
  /** Microbial crude protein, g/day: min(RDP, BR-CORTE MCP equation of CP and TDN intake). */
  readonly mcpG: number;
  /** Metabolizable protein, g/day: Σ feed PM where every feed gives it, else 0.64·MCP + 0.8·RUP. */
  readonly mpG: number;
  readonly caG: number;
  readonly pG: number;
  /**
   * Share of the solid (non-milk) dry matter from roughage, 0–1, or null when no feed says whether it is
   * roughage (without milk, the share of all the dry matter).
   */
  readonly roughageShare: number | null;
  /** Dry matter and TDN from milk (`DietFeed.leite` or the built-in cow milk), kg/day. */
  readonly milkDmKg: number;
  readonly milkTdnKg: number;
  /** Ids of feeds without dry matter (MS), taken as 100 %. */
  readonly feedsWithoutDryMatter: readonly string[];
};

/** ME = 0.9455·DE − 0.3032 per kg DM; 1 kg TDN = 4.4 Mcal DE (BR-CORTE 2016; docs/product/nutrition-science.md#feed-energy). */
const DE_TO_ME_SLOPE = 0.9455;
const DE_TO_ME_INTERCEPT = 0.3032;
const MCAL_DE_PER_KG_TDN = 4.4;
/** MCP → MP 0.64; RUP digestibility 0.8 (BR-CORTE 2016). */
const MCP_TO_MP = 0.64;
const RUP_DIGESTIBILITY = 0.8;

function nutrientsOf(feed: DietFeed): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(feed.nutrientes)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[canonicalNutrientKey(key)] = value;
  }
  return out;
}

/**
 * The feeds' nutrients as read by `calculateDietSupply`, remembered per `nutrientes` object: a search that
 * sums the supply of the same feeds at many amounts (scaled copies share `nutrientes`) reads them once.
 * Create one per calculation, over feeds that do not change during it.
 */
export type NutrientMemo = WeakMap<DietFeed['nutrientes'], Record<string, number>>;

export function createNutrientMemo(): NutrientMemo {
  return new WeakMap();
}

/**
 * Sums a diet's supply. A feed without NDT gets it from EM (DE = (EM + 0.3032)/0.9455, TDN = DE/4.4) and
 * one without EM gets it from NDT, so the energy bases agree with the requirement chain. `memo` (optional)
 * reuses the nutrients already read of the same `nutrientes` objects; the sums are the same.
 */
export function calculateDietSupply(feeds: readonly DietFeed[], memo?: NutrientMemo): DietSupply {
  let asFed = 0;
  let dm = 0;
  let tdn = 0;
  let me = 0;
  let nel = 0;
  let cp = 0;
  let rdpKnown = 0;
  let rupKnown = 0;
  let mpDirect = 0;
  let allPdr = true;
  let allPndr = true;
  let allPm = true;
  let ca = 0;
  let p = 0;
  let roughageDm = 0;
  let flagged = false;
  let milkDm = 0;
  let milkTdn = 0;
  const withoutDm: string[] = [];
  for (const feed of feeds) {
    const q = feed.quantidade;
    if (!(q > 0)) continue;
    let n = memo?.get(feed.nutrientes);
    if (n === undefined) {
      n = nutrientsOf(feed);
      memo?.set(feed.nutrientes, n);
    }
    if (n.MS === undefined) withoutDm.push(feed.id);
    const dmKg = (q * (n.MS ?? 100)) / 100;
    asFed += q;
    dm += dmKg;
    const tdnPct =
      n.NDT ??
      (n.EM !== undefined ? ((n.EM + DE_TO_ME_INTERCEPT) / DE_TO_ME_SLOPE / MCAL_DE_PER_KG_TDN) * 100 : 0);
    const meMcalPerKg = n.EM ?? DE_TO_ME_SLOPE * ((tdnPct / 100) * MCAL_DE_PER_KG_TDN) - DE_TO_ME_INTERCEPT;
    tdn += (dmKg * tdnPct) / 100;
    me += dmKg * Math.max(0, meMcalPerKg);
    nel += dmKg * (n.EL ?? 0);
    const cpG = dmKg * (n.PB ?? 0) * 10;
    cp += cpG;
    if (n.PDR === undefined) allPdr = false;
    else rdpKnown += dmKg * n.PDR * 10;
    if (n.PNDR === undefined) allPndr = false;
    else rupKnown += dmKg * n.PNDR * 10;
    if (n.PM === undefined) allPm = false;
    else mpDirect += dmKg * n.PM * 10;
    ca += dmKg * (n.Ca ?? 0) * 10;
    p += dmKg * (n.P ?? 0) * 10;
    if (feed.leite === true || feed.id === COW_MILK_FEED_ID) {
      milkDm += dmKg;
      milkTdn += (dmKg * tdnPct) / 100;
      continue;
    }
    if (feed.volumoso !== undefined) flagged = true;
    if (feed.volumoso) roughageDm += dmKg;
  }
  const mcpEquation = calculateMicrobialProteinG(cp / 1000, tdn);
  let rdp: number;
  let rup: number;
  if (allPdr) {
    rdp = rdpKnown;
    rup = allPndr ? rupKnown : Math.max(0, cp - rdpKnown);
  } else if (allPndr) {
    rup = rupKnown;
    rdp = Math.max(0, cp - rupKnown);
  } else {
    rdp = Math.min(cp, mcpEquation);
    rup = Math.max(0, cp - rdp);
  }
  const mcp = Math.min(rdp, mcpEquation);
  const hasFeeds = dm > 0;
  return {
    asFedKg: asFed,
    dmKg: dm,
    tdnKg: tdn,
    meMcal: me,
    nelMcal: nel,
    cpG: cp,
    rdpG: rdp,
    rupG: rup,
    mcpG: mcp,
    mpG: hasFeeds && allPm ? mpDirect : MCP_TO_MP * mcp + RUP_DIGESTIBILITY * rup,
    caG: ca,
    pG: p,
    roughageShare: flagged && dm - milkDm > 0 ? roughageDm / (dm - milkDm) : null,
    milkDmKg: milkDm,
    milkTdnKg: milkTdn,
    feedsWithoutDryMatter: withoutDm,
  };
}
