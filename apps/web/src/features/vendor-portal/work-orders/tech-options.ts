import { useMemo } from 'react';
import type { Option } from '../../../components/form-fields';
import { useVendorTechs } from './api/get-vendor-techs';

export const NO_TECHS = "No techs yet: add them on My Profile's Technicians tab.";

/** The vendor's techs as Assigned Tech options (by name, value user_id); blocked or inactive ones are left out. */
export function useTechOptions(isEnabled = true) {
  const techs = useVendorTechs(isEnabled);
  const options = useMemo<Option<string>[]>(
    () =>
      (techs.data ?? [])
        .filter((tech) => tech.isactive && !tech.blocked)
        .map((tech) => ({
          value: tech.user_id,
          label: tech.name || `${tech.given_name} ${tech.family_name}`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [techs.data],
  );
  return { options, isLoading: techs.isLoading, isEmpty: techs.isSuccess && options.length === 0 };
}
