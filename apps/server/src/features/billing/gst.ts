/**
 * GST arithmetic for invoices. Foursight's prices include GST (decisions.md,
 * "Prices include GST"), so the tax is found inside the total, never added
 * on top. Which tax applies depends on where the supply happens: the buyer's
 * state against the seller's, by their two-digit GST state codes.
 */

export const GST_RATE_PERCENT = 18;

/** GST state and union territory codes (the first two digits of a GSTIN). */
const STATE_CODES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // 25 (Daman and Diu) merged into 26 in 2020; GSTINs issued before keep 25.
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** Other spellings people type, normalised as by `nameKey`. */
const ALIASES: Record<string, string> = {
  jammukashmir: '01',
  jk: '01',
  uttaranchal: '05',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  up: '09',
  orissa: '21',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
  pondicherry: '34',
  andamanandnicobar: '35',
};

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');
}

const CODE_BY_NAME = new Map<string, string>([
  ...Object.entries(STATE_CODES)
    // 25's name now means the merged territory (26): a new address is in 26.
    .filter(([code]) => code !== '25')
    .map(([code, name]) => [nameKey(name), code] as [string, string]),
  ...Object.entries(ALIASES),
]);

const GSTIN = /^([0-9]{2})[A-Z0-9]{13}$/;

/** The state code a GSTIN names, or null when it is not a GSTIN with a known state. */
export function stateCodeOfGstin(gstin: string | null | undefined): string | null {
  const match = GSTIN.exec((gstin ?? '').trim().toUpperCase());
  return match && STATE_CODES[match[1]!] ? match[1]! : null;
}

export function stateCodeOfName(state: string | null | undefined): string | null {
  return state ? (CODE_BY_NAME.get(nameKey(state)) ?? null) : null;
}

/** The state's code: from the GSTIN when there is one (it is what the tax authority knows), else from the name. */
export function stateCodeOf(party: { state: string | null; gstin: string | null }): string | null {
  return stateCodeOfGstin(party.gstin) ?? stateCodeOfName(party.state);
}

export function stateNameOf(code: string): string | null {
  return STATE_CODES[code] ?? null;
}

export interface GstSplit {
  kind: 'intra-state' | 'inter-state';
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The GST inside a price: taxable = round(total × 100 / 118), tax = total −
 * taxable, so taxable + tax is the total to the paisa. Within one state the
 * tax is CGST + SGST in halves that add up exactly (an odd paisa goes to
 * SGST); across states, or when either state is unknown, it is IGST.
 */
export function gstInside(totalPaise: number, sellerStateCode: string | null, buyerStateCode: string | null): GstSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const taxPaise = totalPaise - taxablePaise;
  const intraState = sellerStateCode !== null && sellerStateCode === buyerStateCode;
  if (!intraState) {
    return {
      kind: 'inter-state',
      ratePercent: GST_RATE_PERCENT,
      taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: taxPaise,
    };
  }
  const cgstPaise = Math.floor(taxPaise / 2);
  return {
    kind: 'intra-state',
    ratePercent: GST_RATE_PERCENT,
    taxablePaise,
    cgstPaise,
    sgstPaise: taxPaise - cgstPaise,
    igstPaise: 0,
  };
}
