import { Faker, en } from '@faker-js/faker';
import { buildCatalogue, type Catalogue } from './seed-data/build-catalogue';
import { buildCatalogueIndex, type CatalogueIndex } from './rules/catalogue-index';

/** A catalogue and its index without a backend, for the rules' unit tests. */
export function testCatalogue(slots = 2_000, seed = 7): Catalogue & { index: CatalogueIndex } {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const catalogue = buildCatalogue(faker, slots);
  return {
    ...catalogue,
    index: buildCatalogueIndex(catalogue.games, catalogue.vendors, catalogue.lotteryGames),
  };
}
