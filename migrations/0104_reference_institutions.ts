import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here. A newer reference list is a new migration.
//
// The reference institutions a new installation needs (Serbian universities, faculties, colleges and
// high schools: public facts, name, city, region; contact addresses are left to admins). Loaded once
// per database, so the school picker of a fresh `npm ci && npm start` is not empty; an institution
// an admin deleted later is not brought back. `npm run seed` adds any of them that are missing.

type Region = 'beograd' | 'vojvodina' | 'sumadija_i_zapadna_srbija' | 'juzno_istocna_srbija' | 'kosovo_i_metohija';
type InstitutionType = 'high_school' | 'higher_education' | 'university' | 'elementary_school' | 'company' | 'other';
type Row = [name: string, city: string, region: Region, type: InstitutionType];

const BG = 'beograd';
const VO = 'vojvodina';
const SZ = 'sumadija_i_zapadna_srbija';
const JI = 'juzno_istocna_srbija';
const KM = 'kosovo_i_metohija';

export const INSTITUTIONS: Row[] = [
  ['Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Univerzitet u Novom Sadu', 'Novi Sad', VO, 'university'],
  ['Univerzitet u Nišu', 'Niš', JI, 'university'],
  ['Univerzitet u Kragujevcu', 'Kragujevac', SZ, 'university'],
  ['Univerzitet u Prištini sa privremenim sedištem u Kosovskoj Mitrovici', 'Kosovska Mitrovica', KM, 'university'],
  ['Državni univerzitet u Novom Pazaru', 'Novi Pazar', SZ, 'university'],
  ['Univerzitet odbrane', 'Beograd', BG, 'university'],
  ['Kriminalističko-policijski univerzitet', 'Beograd', BG, 'university'],
  ['Univerzitet Singidunum', 'Beograd', BG, 'university'],
  ['Univerzitet Metropolitan', 'Beograd', BG, 'university'],
  ['Elektrotehnički fakultet, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Matematički fakultet, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Fakultet organizacionih nauka, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Mašinski fakultet, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Fakultet bezbednosti, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Saobraćajni fakultet, Univerzitet u Beogradu', 'Beograd', BG, 'university'],
  ['Tehnički fakultet u Boru, Univerzitet u Beogradu', 'Bor', JI, 'university'],
  ['Računarski fakultet', 'Beograd', BG, 'university'],
  ['Vojna akademija', 'Beograd', BG, 'university'],
  ['Fakultet tehničkih nauka, Univerzitet u Novom Sadu', 'Novi Sad', VO, 'university'],
  ['Prirodno-matematički fakultet, Univerzitet u Novom Sadu', 'Novi Sad', VO, 'university'],
  ['Ekonomski fakultet u Subotici, Univerzitet u Novom Sadu', 'Subotica', VO, 'university'],
  ['Tehnički fakultet „Mihajlo Pupin”, Univerzitet u Novom Sadu', 'Zrenjanin', VO, 'university'],
  ['Elektronski fakultet, Univerzitet u Nišu', 'Niš', JI, 'university'],
  ['Prirodno-matematički fakultet, Univerzitet u Nišu', 'Niš', JI, 'university'],
  ['Mašinski fakultet, Univerzitet u Nišu', 'Niš', JI, 'university'],
  ['Fakultet inženjerskih nauka, Univerzitet u Kragujevcu', 'Kragujevac', SZ, 'university'],
  ['Prirodno-matematički fakultet, Univerzitet u Kragujevcu', 'Kragujevac', SZ, 'university'],
  ['Fakultet tehničkih nauka u Čačku, Univerzitet u Kragujevcu', 'Čačak', SZ, 'university'],
  ['Fakultet za mašinstvo i građevinarstvo u Kraljevu, Univerzitet u Kragujevcu', 'Kraljevo', SZ, 'university'],
  ['Fakultet tehničkih nauka, Univerzitet u Prištini', 'Kosovska Mitrovica', KM, 'university'],
  ['Prirodno-matematički fakultet, Univerzitet u Prištini', 'Kosovska Mitrovica', KM, 'university'],
  ['Akademija tehničkih strukovnih studija Beograd', 'Beograd', BG, 'higher_education'],
  ['Akademija strukovnih studija Beograd', 'Beograd', BG, 'higher_education'],
  ['Akademija strukovnih studija Južna Srbija', 'Leskovac', JI, 'higher_education'],
  ['Akademija tehničko-vaspitačkih strukovnih studija', 'Niš', JI, 'higher_education'],
  ['Akademija strukovnih studija Šumadija', 'Kragujevac', SZ, 'higher_education'],
  ['Akademija strukovnih studija Zapadna Srbija', 'Užice', SZ, 'higher_education'],
  ['Akademija strukovnih studija Novi Sad', 'Novi Sad', VO, 'higher_education'],
  ['Akademija strukovnih studija Kosovsko-metohijska', 'Zvečan', KM, 'higher_education'],
  ['Matematička gimnazija', 'Beograd', BG, 'high_school'],
  ['Prva beogradska gimnazija', 'Beograd', BG, 'high_school'],
  ['Treća beogradska gimnazija', 'Beograd', BG, 'high_school'],
  ['Peta beogradska gimnazija', 'Beograd', BG, 'high_school'],
  ['Deveta gimnazija „Mihailo Petrović Alas”', 'Beograd', BG, 'high_school'],
  ['Zemunska gimnazija', 'Beograd', BG, 'high_school'],
  ['Računarska gimnazija', 'Beograd', BG, 'high_school'],
  ['Elektrotehnička škola „Nikola Tesla”', 'Beograd', BG, 'high_school'],
  ['Elektrotehnička škola „Rade Končar”', 'Beograd', BG, 'high_school'],
  ['Gimnazija „Jovan Jovanović Zmaj”', 'Novi Sad', VO, 'high_school'],
  ['Gimnazija „Isidora Sekulić”', 'Novi Sad', VO, 'high_school'],
  ['Gimnazija „Svetozar Marković”', 'Novi Sad', VO, 'high_school'],
  ['Elektrotehnička škola „Mihajlo Pupin”', 'Novi Sad', VO, 'high_school'],
  ['Karlovačka gimnazija', 'Sremski Karlovci', VO, 'high_school'],
  ['Gimnazija „Svetozar Marković”', 'Subotica', VO, 'high_school'],
  ['Zrenjaninska gimnazija', 'Zrenjanin', VO, 'high_school'],
  ['Gimnazija „Uroš Predić”', 'Pančevo', VO, 'high_school'],
  ['Gimnazija „Veljko Petrović”', 'Sombor', VO, 'high_school'],
  ['Gimnazija „Dušan Vasiljev”', 'Kikinda', VO, 'high_school'],
  ['Mitrovačka gimnazija', 'Sremska Mitrovica', VO, 'high_school'],
  ['Gimnazija „Svetozar Marković”', 'Niš', JI, 'high_school'],
  ['Gimnazija „Bora Stanković”', 'Niš', JI, 'high_school'],
  ['Prva niška gimnazija „Stevan Sremac”', 'Niš', JI, 'high_school'],
  ['Elektrotehnička škola „Nikola Tesla”', 'Niš', JI, 'high_school'],
  ['Gimnazija Leskovac', 'Leskovac', JI, 'high_school'],
  ['Gimnazija „Bora Stanković”', 'Vranje', JI, 'high_school'],
  ['Gimnazija Pirot', 'Pirot', JI, 'high_school'],
  ['Zaječarska gimnazija', 'Zaječar', JI, 'high_school'],
  ['Smederevska gimnazija', 'Smederevo', JI, 'high_school'],
  ['Požarevačka gimnazija', 'Požarevac', JI, 'high_school'],
  ['Prokupačka gimnazija', 'Prokuplje', JI, 'high_school'],
  ['Prva kragujevačka gimnazija', 'Kragujevac', SZ, 'high_school'],
  ['Druga kragujevačka gimnazija', 'Kragujevac', SZ, 'high_school'],
  ['Politehnička škola', 'Kragujevac', SZ, 'high_school'],
  ['Gimnazija Čačak', 'Čačak', SZ, 'high_school'],
  ['Gimnazija Kraljevo', 'Kraljevo', SZ, 'high_school'],
  ['Gimnazija Kruševac', 'Kruševac', SZ, 'high_school'],
  ['Šabačka gimnazija', 'Šabac', SZ, 'high_school'],
  ['Valjevska gimnazija', 'Valjevo', SZ, 'high_school'],
  ['Užička gimnazija', 'Užice', SZ, 'high_school'],
  ['Gimnazija „Svetozar Marković”', 'Jagodina', SZ, 'high_school'],
  ['Gimnazija „Vuk Karadžić”', 'Loznica', SZ, 'high_school'],
  ['Gimnazija „Miloš Savković”', 'Aranđelovac', SZ, 'high_school'],
  ['Gimnazija Novi Pazar', 'Novi Pazar', SZ, 'high_school'],
  ['Gimnazija Kosovska Mitrovica', 'Kosovska Mitrovica', KM, 'high_school'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('institutions')
    .values(
      INSTITUTIONS.map(([name, city, region, type]) => ({
        name,
        city,
        region,
        type,
        // The database's own search key function (0040), as every list's key is made.
        search_key: sql<string>`ctf_search_key(${`${name} ${city}`})`,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// Reference rows stay: competitors and registrations point at them.
export async function down(): Promise<void> {}
