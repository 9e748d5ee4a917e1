import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import { MONTHS, selectableYears, type UsagePeriod } from './usage-period';

/** The month and year selectors of the usage page. */
export function PeriodPicker({ value, onChange }: { value: UsagePeriod; onChange: (period: UsagePeriod) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:w-80">
      <FormField label="Month" name="month">
        {(control) => (
          <NativeSelect
            {...control}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: Number(event.target.value) })}
          >
            {MONTHS.map((month) => (
              <option key={month.value} value={month.value}>
                {month.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Year" name="year">
        {(control) => (
          <NativeSelect
            {...control}
            value={value.year}
            onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
          >
            {selectableYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
