import type { CarType, Fuel } from './fleet.schema';

// Brand and model pairs per vehicle type, as a Belgian fleet has them: lease cars (many electric
// now), some motorbikes and a good share of (electric) bicycles. GET /api/car_types/list answers
// from these and the company's own vehicles; the wizard suggests them offline; the demo uses them.
export type CarModel = readonly [brand: string, model: string, fuels: readonly Fuel[]];
const CARS: readonly CarModel[] = [
  ['Volkswagen', 'Golf', ['gas', 'diesel', 'hybrid_gas']],
  ['Volkswagen', 'ID.4', ['electric']],
  ['Skoda', 'Octavia Combi', ['gas', 'diesel']],
  ['Skoda', 'Enyaq', ['electric']],
  ['Audi', 'A4 Avant', ['diesel', 'gas']],
  ['Audi', 'Q4 e-tron', ['electric']],
  ['BMW', '320d Touring', ['diesel']],
  ['BMW', 'i4', ['electric']],
  ['BMW', 'X1', ['hybrid_gas', 'gas']],
  ['Mercedes-Benz', 'C 300 e', ['hybrid_gas']],
  ['Mercedes-Benz', 'EQA', ['electric']],
  ['Peugeot', '308 SW', ['gas', 'diesel', 'hybrid_gas']],
  ['Peugeot', 'e-208', ['electric']],
  ['Renault', 'Clio', ['gas', 'lpg']],
  ['Renault', 'Megane E-Tech', ['electric']],
  ['Toyota', 'Corolla Touring Sports', ['hybrid_gas']],
  ['Volvo', 'XC40 Recharge', ['electric']],
  ['Volvo', 'XC60', ['hybrid_gas', 'hybrid_diesel']],
  ['Tesla', 'Model 3', ['electric']],
  ['Tesla', 'Model Y', ['electric']],
  ['Kia', 'EV6', ['electric']],
  ['Kia', 'Niro', ['hybrid_gas', 'electric']],
  ['Hyundai', 'Ioniq 5', ['electric']],
  ['Ford', 'Focus Clipper', ['gas']],
  ['Opel', 'Astra', ['gas', 'diesel']],
  ['Citroën', 'C4', ['gas', 'diesel']],
  ['Fiat', '500', ['gas', 'natural_gas']],
];
const MOTORBIKES: readonly CarModel[] = [
  ['Honda', 'CB500F', ['gas']],
  ['Honda', 'NC750X', ['gas']],
  ['Yamaha', 'MT-07', ['gas']],
  ['Yamaha', 'Tracer 9', ['gas']],
  ['BMW', 'R 1250 GS', ['gas']],
  ['Kawasaki', 'Z650', ['gas']],
  ['Triumph', 'Street Triple', ['gas']],
  ['Vespa', 'GTS 300', ['gas']],
  ['Zero', 'SR/F', ['electric']],
];
const BICYCLES: readonly CarModel[] = [
  ['Cowboy', '4', []],
  ['Cowboy', 'Cruiser', []],
  ['Ridley', 'Kanzo Fast', []],
  ['Ridley', 'Fenix SLiC', []],
  ['Gazelle', 'Ultimate C380', []],
  ['Stromer', 'ST3', []],
  ['Riese & Müller', 'Charger4', []],
  ['Thompson', 'E-Flight', []],
  ['Trek', 'FX 3', []],
];
export const CAR_MODELS: Record<CarType, readonly CarModel[]> = { car: CARS, motorbike: MOTORBIKES, bicycle: BICYCLES, other: [] };
