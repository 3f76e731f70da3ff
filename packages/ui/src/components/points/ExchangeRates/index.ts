export { ExchangeRates, type ExchangeRatesProps } from './ExchangeRates';
