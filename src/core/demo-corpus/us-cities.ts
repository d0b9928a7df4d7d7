/** Large US cities with their state codes: every state and DC has at least one. */
const cityList =
  'New York,NY;Los Angeles,CA;Chicago,IL;Houston,TX;Phoenix,AZ;Philadelphia,PA;San Antonio,TX;' +
  'San Diego,CA;Dallas,TX;Jacksonville,FL;Austin,TX;Fort Worth,TX;San Jose,CA;Columbus,OH;' +
  'Charlotte,NC;Indianapolis,IN;San Francisco,CA;Seattle,WA;Denver,CO;Oklahoma City,OK;' +
  'Nashville,TN;Washington,DC;El Paso,TX;Las Vegas,NV;Boston,MA;Detroit,MI;Portland,OR;' +
  'Louisville,KY;Memphis,TN;Baltimore,MD;Milwaukee,WI;Albuquerque,NM;Tucson,AZ;Fresno,CA;' +
  'Sacramento,CA;Mesa,AZ;Kansas City,MO;Atlanta,GA;Omaha,NE;Colorado Springs,CO;Raleigh,NC;' +
  'Long Beach,CA;Virginia Beach,VA;Miami,FL;Oakland,CA;Minneapolis,MN;Tulsa,OK;Bakersfield,CA;' +
  'Wichita,KS;Arlington,TX;Aurora,CO;Tampa,FL;New Orleans,LA;Cleveland,OH;Honolulu,HI;' +
  'Anaheim,CA;Lexington,KY;Stockton,CA;Henderson,NV;Riverside,CA;Newark,NJ;St. Paul,MN;' +
  'Santa Ana,CA;Cincinnati,OH;Irvine,CA;Orlando,FL;Pittsburgh,PA;St. Louis,MO;Greensboro,NC;' +
  'Jersey City,NJ;Anchorage,AK;Lincoln,NE;Plano,TX;Durham,NC;Buffalo,NY;Chandler,AZ;' +
  'Chula Vista,CA;Gilbert,AZ;Madison,WI;Reno,NV;Fort Wayne,IN;North Las Vegas,NV;' +
  'St. Petersburg,FL;Lubbock,TX;Irving,TX;Laredo,TX;Winston-Salem,NC;Chesapeake,VA;Glendale,AZ;' +
  'Garland,TX;Scottsdale,AZ;Norfolk,VA;Boise,ID;Fremont,CA;Spokane,WA;Santa Clarita,CA;' +
  'Baton Rouge,LA;Richmond,VA;Hialeah,FL;San Bernardino,CA;Tacoma,WA;Modesto,CA;Huntsville,AL;' +
  'Des Moines,IA;Yonkers,NY;Rochester,NY;Moreno Valley,CA;Fayetteville,NC;Fontana,CA;' +
  'Columbus,GA;Worcester,MA;Port St. Lucie,FL;Little Rock,AR;Augusta,GA;Oxnard,CA;' +
  'Birmingham,AL;Montgomery,AL;Frisco,TX;Amarillo,TX;Salt Lake City,UT;Grand Rapids,MI;' +
  'Huntington Beach,CA;Overland Park,KS;Glendale,CA;Tallahassee,FL;Grand Prairie,TX;' +
  'McKinney,TX;Cape Coral,FL;Sioux Falls,SD;Peoria,AZ;Providence,RI;Vancouver,WA;Knoxville,TN;' +
  'Akron,OH;Shreveport,LA;Mobile,AL;Brownsville,TX;Newport News,VA;Fort Lauderdale,FL;' +
  'Chattanooga,TN;Tempe,AZ;Aurora,IL;Santa Rosa,CA;Eugene,OR;Elk Grove,CA;Salem,OR;' +
  'Ontario,CA;Cary,NC;Rancho Cucamonga,CA;Oceanside,CA;Lancaster,CA;Garden Grove,CA;' +
  'Pembroke Pines,FL;Fort Collins,CO;Palmdale,CA;Springfield,MO;Clarksville,TN;Rockford,IL;' +
  'Paterson,NJ;Savannah,GA;Bridgeport,CT;Hartford,CT;Jackson,MS;Gulfport,MS;Fargo,ND;' +
  'Bismarck,ND;Billings,MT;Missoula,MT;Cheyenne,WY;Casper,WY;Burlington,VT;Portland,ME;' +
  'Manchester,NH;Wilmington,DE;Charleston,WV;Charleston,SC;Columbia,SC;Sioux City,IA;' +
  'Cedar Rapids,IA;Topeka,KS;Las Cruces,NM;Provo,UT;Nampa,ID;Fairbanks,AK;Hilo,HI;Warwick,RI;' +
  'New Haven,CT;Dover,DE;Concord,NH;Bangor,ME;Rapid City,SD;Morgantown,WV;Annapolis,MD';

export interface UsCity {
  city: string;
  state: string;
}

export const usCities: readonly UsCity[] = cityList.split(';').map((entry) => {
  const [city = '', state = ''] = entry.split(',');
  return { city, state };
});

/**
 * How often a demo posting lands in each city: real postings gather in the big metros, and the
 * list runs from the largest city down (the small-state cities at its end are there so every
 * state has one), so the weight falls with the rank. A uniform pick left Texas without a single
 * registered-nurse posting.
 */
export const usCityWeights: readonly (readonly [UsCity, number])[] = usCities.map(
  (city, rank) => [city, 1 / (rank + 8)] as const,
);
