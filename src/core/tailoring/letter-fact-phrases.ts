/**
 * The wordings of a letter's sentences about the person and the job's terms (decision 050), the
 * same in every occupation family: several each, so that two letters built from like facts
 * (the same person for two jobs, two people for one) do not say them in the same words. They
 * name no skill, tool, title, number or credential of their own: every `{hole}` is filled from
 * the profile, the preferences or the posting, and nothing else in them is a claim (the truth
 * property test checks every word). Why one file past 300 lines: it is a table of wordings, read
 * as one, with no logic to split.
 */
export const factPhrases = {
  /** {years}, {title}, {at}: " at Kroger" or ''. */
  experience: [
    'I have {years} of work experience, most recently as {title}{at}.',
    'My {years} of work experience include my most recent role as {title}{at}.',
    'I bring {years} of work experience; my latest role is {title}{at}.',
    'My work history spans {years}, and my most recent role is {title}{at}.',
    'Most recently I have worked as {title}{at}, part of {years} of work experience.',
    'This application rests on {years} of work experience, the latest as {title}{at}.',
    'I come with {years} of work experience, most recently as {title}{at}.',
    'Over {years} of work, my latest position has been {title}{at}.',
  ],
  newestOnly: [
    'Most recently I worked as {title}{at}.',
    'My most recent role is {title}{at}.',
    'My latest position is {title}{at}.',
    'I most recently held the role of {title}{at}.',
  ],
  /** {position}, {company}, {years}: " in Columbus, OH (April 2014 to June 2018)" or ''. */
  history: [
    'Before that, I worked as {position} at {company}{years}.',
    'Previously, I was {position} at {company}{years}.',
    'I also worked as {position} at {company}{years}.',
    'Before that, I held the position of {position} at {company}{years}.',
    'My earlier experience includes {position} at {company}{years}.',
    'Before my latest role, I was {position} at {company}{years}.',
    'I previously held the role of {position} at {company}{years}.',
    'My record also includes {position} at {company}{years}.',
    'Earlier in my career I was {position} at {company}{years}.',
  ],
  /** {company}, {since}: "Apr 2019", {where}: " in Missoula, MT" or '': the newest job, still held. */
  tenure: [
    'I have been at {company}{where} since {since}.',
    'I joined {company}{where} in {since} and am still there.',
    'My time at {company}{where} began in {since}.',
    'I started at {company}{where} in {since}.',
    'Since {since}, my workplace has been {company}{where}.',
    '{company}{where} has employed me since {since}.',
    'I have worked for {company}{where} since {since}.',
    'My job at {company}{where} dates from {since}.',
  ],
  /** The same, right after a sentence that named the employer: {since}, {where}. */
  tenureThere: [
    'I have held that role{where} since {since}.',
    'I took that role{where} in {since} and still hold it.',
    'That role{where} began in {since}.',
    'I started there{where} in {since}.',
    'Since {since}, I have done that work{where}.',
    'I have been in that job{where} since {since}.',
    'I have worked there{where} since {since}.',
    'That job{where} dates from {since}.',
  ],
  /** {company}, {since}, {until}, {where}: the newest job, ended. */
  tenureEnded: [
    'I was at {company}{where} from {since} to {until}.',
    'My time at {company}{where} ran from {since} to {until}.',
    'I worked for {company}{where} from {since} until {until}.',
    'From {since} to {until}, my workplace was {company}{where}.',
    '{company}{where} employed me from {since} to {until}.',
    'I held that job at {company}{where} from {since} to {until}.',
  ],
  /** The same, right after a sentence that named the employer: {since}, {until}, {where}. */
  tenureEndedThere: [
    'I held that role{where} from {since} to {until}.',
    'That role{where} ran from {since} to {until}.',
    'I worked there{where} from {since} until {until}.',
    'From {since} to {until}, I did that work{where}.',
    'I was in that job{where} from {since} to {until}.',
    'That job{where} lasted from {since} to {until}.',
  ],
  /** {list}: certifications the posting did not ask for, each with its issuer. */
  otherCredentials: [
    'I also hold {list}.',
    'Beyond that, I hold {list}.',
    'My credentials include {list}.',
    'I am also certified: {list}.',
    'Also on my record: {list}.',
    'I have {list} as well.',
    'In addition, I hold {list}.',
    'Credentials I hold: {list}.',
  ],
  /** {list}: the software of the preferences. */
  software: [
    'The software I use includes {list}.',
    'I work in {list}.',
    'On the software side, I use {list}.',
    'I have worked with {list}.',
    'Software I know: {list}.',
    'My software: {list}.',
    'I use {list} in my work.',
    'The tools I list include {list}.',
  ],
  /** {list}: the credentials, each with its issuer. */
  credentials: [
    'My credentials include {list}.',
    'I hold {list}.',
    'On the credential side, I hold {list}.',
    'You will find {list} among my credentials.',
    'I am credentialed with {list}.',
    'My credentials on record: {list}.',
    'I carry {list}.',
    'My record lists {list}.',
    'The credentials I hold include {list}.',
  ],
  /** {company}, {list}. */
  workSkills: [
    'My work at {company} included {list}.',
    'In my time at {company}, my work included {list}.',
    'My time at {company} involved {list}.',
    'The job at {company} covered {list}.',
    'In my job at {company}, I handled {list}.',
    'My duties at {company} took in {list}.',
    'My role at {company} took in {list}.',
    'In my job with {company}, {list} were part of the work.',
    'I worked with {list} at {company}.',
    '{company} is where I worked with {list}.',
    'The work at {company} meant {list}.',
    'While at {company}, I handled {list}.',
  ],
  listedSkills: [
    'I am also skilled in {list}.',
    'My skills include {list}.',
    'I also bring {list}.',
    'Also among my skills: {list}.',
    'I can also offer {list}.',
    'I bring strengths in {list} as well.',
    'I also list {list} among my skills.',
    'My skill set includes {list}.',
    'I have skills in {list} too.',
    'Skills of mine that fit include {list}.',
    'I can add {list} to that.',
    'On top of that, I have {list}.',
  ],
  /** {degree}, {school}: ", Ohio State in Columbus, OH (May 2016)" or ''. */
  education: [
    'My education: {degree}{school}.',
    'For education, I list {degree}{school}.',
    'My schooling: {degree}{school}.',
    'On the education side: {degree}{school}.',
    'My education is {degree}{school}.',
    'In terms of education, I have {degree}{school}.',
    'As for schooling, my record shows {degree}{school}.',
    'The education on my record: {degree}{school}.',
    'Education-wise, I bring {degree}{school}.',
    'My studies: {degree}{school}.',
  ],
  otherSkills: [
    'More skills from my work: {list}.',
    'I also work with {list}.',
    'Also on my list: {list}.',
    'More of my skills: {list}.',
    'My wider skill set covers {list}.',
    'Also part of my work: {list}.',
    'My other skills: {list}.',
    'I also have {list} on my list of skills.',
    'Also worth noting: {list}.',
    'My skills list also holds {list}.',
    'I bring {list} as well.',
    'Other skills I can offer: {list}.',
  ],
  /** {company}, {bullet}: the user's own words, quoted. */
  bullet: [
    'From my time at {company}: “{bullet}”.',
    'Of my time at {company}, in my own words: “{bullet}”.',
    'My record at {company} reads: “{bullet}”.',
    'My own description of my work at {company}: “{bullet}”.',
    'A line from my time at {company}: “{bullet}”.',
    'Of my work at {company}, I wrote: “{bullet}”.',
    'I summed up my work at {company} this way: “{bullet}”.',
    'In my record for {company}: “{bullet}”.',
    'The way I put my time at {company}: “{bullet}”.',
  ],
  bulletNoCompany: [
    'From my own record: “{bullet}”.',
    'In my own words: “{bullet}”.',
    'My record reads: “{bullet}”.',
    'My description of my work: “{bullet}”.',
  ],
  /** {types}, {shifts}: "" when none. */
  typesAndShifts: [
    'I am looking for {types} work and can work {shifts} shifts.',
    'I want {types} work, and I can cover {shifts} shifts.',
    'My preference is {types} work, with {shifts} shifts.',
    'I am seeking {types} work and am available for {shifts} shifts.',
    'I am available for {types} work, including {shifts} shifts.',
  ],
  types: [
    'I am looking for {types} work.',
    'I want {types} work.',
    'My preference is {types} work.',
    'I am seeking {types} work.',
    'I am available for {types} work.',
  ],
  shifts: [
    'I can work {shifts} shifts.',
    'I am available for {shifts} shifts.',
    'I can cover {shifts} shifts.',
    '{Shifts} shifts work for me.',
  ],
  /** {shifts}: the job's shifts that the person wants. */
  scheduleFit: [
    'The {shifts} schedule suits me.',
    'Your {shifts} schedule works for me.',
    'A {shifts} schedule is one I can keep.',
    'The {shifts} hours fit my availability.',
    'I am glad the job is on {shifts} shifts.',
  ],
  /** {location}. */
  basedRelocating: [
    'I am based in {location} and willing to relocate for the right role.',
    'I live in {location} and am open to relocating.',
    'My home base is {location}, and I am willing to relocate.',
    'I am located in {location} and ready to relocate for the right job.',
    'I currently live in {location}; relocating is an option for me.',
  ],
  based: [
    'I am based in {location}.',
    'I live in {location}.',
    'My home base is {location}.',
    'I am located in {location}.',
    'I currently live in {location}.',
    'Home for me is {location}.',
    'I make my home in {location}.',
    'I reside in {location}.',
    'My base is {location}.',
    'I am currently based in {location}.',
    'I live and work in {location}.',
    'I call {location} home.',
  ],
  relocating: [
    'I am willing to relocate for the right role.',
    'I am open to relocating.',
    'I see relocating as an option.',
    'I am ready to relocate for the right job.',
  ],
  remote: [
    'I am ready to work remotely.',
    'I am happy working remotely.',
    'I am set up to work remotely.',
    'A remote job is what I am looking for.',
  ],
  /** {parts}: "full-time, in Atlanta, GA, on night shift". */
  jobDetails: [
    'The position is {parts}.',
    'Per your posting, the job is {parts}.',
    'The role is {parts}.',
    'Your posting says the job is {parts}.',
    'This opening is {parts}.',
    'The job, as posted, is {parts}.',
  ],
  /** A second or third sentence of the posting, quoted. */
  alsoSays: [
    'The posting also says: “{quote}”.',
    'It adds: “{quote}”.',
    'It goes on: “{quote}”.',
    'And further: “{quote}”.',
    'There is also this line: “{quote}”.',
    'It also notes: “{quote}”.',
  ],
  /**
   * {requirement}: the posting's words for a requirement the person meets; {evidence}: the fact
   * that meets it. The requirement stands in a clause of its own, about the employer.
   */
  meets: [
    'You ask for {requirement}; I have {evidence}.',
    'Your posting asks for {requirement}: I have {evidence}.',
    'On your requirement of {requirement}: I have {evidence}.',
    'You list {requirement}; I bring {evidence}.',
    'You want {requirement}; I have {evidence}.',
    'Your requirement is {requirement}; I have {evidence}.',
  ],
  /** An offer to say more: only in a letter the profile leaves short; it claims nothing. */
  offer: [
    'I would be glad to share more detail about any of the work above.',
    'If it helps, I can walk you through my record in more detail.',
    'Any part of my background is something I am happy to expand on.',
    'I am happy to answer questions about any of my past jobs.',
    'Should you want more detail on my experience, just ask.',
    'I can go into more depth on any of this when we speak.',
    'I can add detail on any of this if you wish.',
    'More detail on my background is yours for the asking.',
    'Questions about my experience are welcome.',
  ],
  /**
   * {years}; {title}, {at}: the newest job (" at Kroger" or ''); {list}: met requirements in the
   * posting's words, then the person's own skills; {company}: the employer, or "your team". Only
   * in a letter the profile leaves short.
   */
  recap: [
    'In short, I would bring {years} of work, most recently as {title}{at}, and {list} to {company}.',
    'What I offer {company} is {years} of work experience and {list}.',
    'To sum up, {company} would get {years} of experience, the latest as {title}{at}, and {list}.',
    'Put simply: {years} of work, the latest as {title}{at}, with {list}.',
    'My case comes down to {years} of work experience and {list}.',
    'All told, I bring {years} of experience, the latest as {title}{at}, and {list}.',
    'Briefly: {years} of work experience and {list}, which I would put to work for {company}.',
    'That is {years} of work, most recently as {title}{at}, and {list}, ready for {company}.',
  ],
  /** {list}: runs of the person's own work history that the posting also uses. */
  ownWords: [
    'My own record also mentions {list}.',
    'My work history also takes in {list}.',
    'My record also names {list}.',
    'My past work also touched on {list}.',
    'In my own words, my work has included {list}.',
    'My descriptions of my jobs also mention {list}.',
  ],
} as const;

export type FactPhrase = keyof typeof factPhrases;
