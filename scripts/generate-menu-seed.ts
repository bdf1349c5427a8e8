// Writes backend/src/seed/menu-seed.json from the console's route catalogue: `npm run seed:menus`.
// The committed JSON is what the reference backend reads; lib/routes/catalogue.test.ts fails when the
// two drift. The generator sits outside lib/ so that the app's code never writes into backend/.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, type GroupDef, type ScreenDef } from '../lib/routes/catalogue';

interface SeedMenu {
  code: string;
  title: string;
  icon?: string;
  href: string;
  children?: SeedMenu[];
}

function seedOf(route: ScreenDef, parentHref: string, isGroup: boolean): SeedMenu {
  const href = `${parentHref}/${route.code}`;
  const children = (route.children ?? []).map((child) => seedOf(child, href, false));
  return {
    code: route.code,
    title: route.title.zh,
    ...(route.icon !== undefined && { icon: route.icon }),
    href,
    // Groups always carry `children` (the backend makes them folders); screens only when nested.
    ...((isGroup || children.length > 0) && { children }),
  };
}

function menuSeed(groups: readonly GroupDef[] = catalogue): SeedMenu[] {
  return groups.map((group) => seedOf(group, '', true));
}

const target = fileURLToPath(new URL('../backend/src/seed/menu-seed.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(menuSeed(), null, 2)}\n`);
console.log(`wrote ${target}`);
