import { PieChart } from '@mui/x-charts/PieChart';
import { money } from '../dashboard-text';
import type { CustomerShare } from '../top-customers-rows';

type DonutSlice = Pick<CustomerShare, 'id' | 'name' | 'value' | 'colour'>;

/** The top customers as a donut; each slice's name and amount show on hover or touch. Loaded lazily. */
export function TopCustomersDonut({ slices, height }: { slices: readonly DonutSlice[]; height: number }) {
  return (
    <PieChart
      height={height}
      hideLegend
      margin={8}
      series={[
        {
          data: slices.map((slice) => ({
            id: slice.id,
            value: slice.value,
            label: slice.name,
            color: slice.colour,
          })),
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { fade: 'global', highlight: 'item' },
          valueFormatter: (item) => money(item.value),
        },
      ]}
    />
  );
}
