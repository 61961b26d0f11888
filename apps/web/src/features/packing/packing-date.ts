export { readDayFirst } from '../../lib/day-first-date';
