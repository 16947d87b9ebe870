/**
 * The generated form of a function import (generated/forms, each its own lazy chunk), loaded once
 * and kept. `form` is null when this authority's metadata describes no form for the function.
 */
import { useQuery } from '@tanstack/react-query';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { forms } from '../../generated/forms';

export function generatedFormQuery(functionName: string) {
  return {
    queryKey: ['generated-form', functionName] as const,
    queryFn: async (): Promise<GeneratedForm | null> => (forms[functionName] ? forms[functionName]() : null),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

export function useGeneratedForm(functionName: string, enabled = true) {
  return useQuery({ ...generatedFormQuery(functionName), enabled });
}
