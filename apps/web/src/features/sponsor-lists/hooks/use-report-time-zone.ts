import { useSession } from '../../../app/session';
import { reportTimeZone } from '../../../components/date-range-filter/time-zones';
import { useAllCatalogs } from '../api/get-all-catalogs';

/** The calendar of the lists' report range (decision 0171): the chosen country's catalog, else the company's. */
export function useReportTimeZone(catalogId: string | null): string {
  const me = useSession();
  const [{ data }] = useAllCatalogs();
  return reportTimeZone(
    data?.allCatalogs.find((catalog) => catalog.id === catalogId),
    me,
  );
}
