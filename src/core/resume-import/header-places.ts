/**
 * Places as entry headers print them: "Austin, TX", "Heidelberg, VIC", "Poznań, Poland",
 * "Remote", a bare town after an employer ("Little Acorns Day Nursery, Stockport") or in
 * brackets ("AutoZone (Laredo, TX)"). Letters are Unicode: towns are not all ASCII (decision
 * 044).
 */

const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const COUNTRIES =
  'South Korea|Korea|Japan|China|Taiwan|Vietnam|Philippines|Singapore|India|Canada|Mexico|Brazil|Australia|New Zealand|United Kingdom|England|Scotland|Ireland|Germany|France|Spain|Italy|Netherlands|Belgium|Luxembourg|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Portugal|Senegal|Nigeria|South Africa|United States|USA';
/**
 * "TX", "ON", "VIC" (a state or province code), a state's or a country's name. A legal form in
 * capitals is no region: "Baker Tilly US, LLP" (PA and CO are states, so they stay).
 */
const REGION = `(?:(?!(?:LLC|LLP|INC|LTD|PLC)\\b)[A-Z]{2,3}|${US_STATES}|${COUNTRIES})`;
const TOWN_WORD = String.raw`\p{Lu}[\p{L}.'’-]+`;
const TOWN = `${TOWN_WORD}(?: ${TOWN_WORD}){0,2}`;
/**
 * The country after a US place, as profile exports and a government job board's builder print
 * it: "Charlotte, North Carolina, United States", "Charlotte, NC United States".
 */
const US_COUNTRY = `(?:,? (?:United States|USA|US))?`;
const LOCATION = new RegExp(`^(?:${TOWN}, ${REGION}${US_COUNTRY}|Remote)$`, 'u');
const TRAILING_LOCATION = new RegExp(String.raw`^(.+?),\s*(${TOWN}, ${REGION})$`, 'u');
/** One or two capitalised words: a town when nothing else in the header claims them. */
export const BARE_TOWN = new RegExp(`^${TOWN_WORD}(?: ${TOWN_WORD})?$`, 'u');
/** Words of an employer's legal form, which follow a comma but are no place: "Acme, Inc.". */
export const COMPANY_SUFFIX =
  /^(?:inc|llc|pllc|llp|ltd|limited|co|corp|plc|gmbh|pc|pa|lp|sa|ag|bv)\.?$/i;

export function isLocation(text: string): boolean {
  return LOCATION.test(text.trim());
}

/** "Home Depot, Tempe, AZ" → ["Home Depot", "Tempe, AZ"]; undefined when no place closes it. */
export function splitTrailingLocation(text: string): [string, string] | undefined {
  const match = TRAILING_LOCATION.exec(text);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
}

/**
 * "VIA Metropolitan Transit (San Antonio, TX)" → ["VIA Metropolitan Transit", "San Antonio,
 * TX"]: a place in brackets closing a piece; undefined when the brackets hold something else.
 */
export function splitBracketedPlace(text: string): [string, string] | undefined {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(text.trim());
  const [, rest, inside] = match ?? [];
  if (!rest || !inside) return undefined;
  // "(PJ)", "(RSW)": an abbreviation in capitals, not a town.
  const town =
    /\p{Ll}/u.test(inside) &&
    BARE_TOWN.test(inside) &&
    !COMPANY_SUFFIX.test(inside) &&
    !NOT_A_PLACE.test(inside);
  return isLocation(inside) || town ? [rest, inside] : undefined;
}

/** Brackets after a title or employer that say how, not where: "(Contract)", "(Part-time)". */
const NOT_A_PLACE =
  /^(?:contract|contractor|part[- ]time|full[- ]time|temporary|temp|seasonal|freelance|volunteer|internship|placement|locum|interim|maternity cover|hons|honours|per diem|prn|nights?|days|weekends?)$|\b(?:department|unit|shift|floor|ward|team|division|services)$/i;
