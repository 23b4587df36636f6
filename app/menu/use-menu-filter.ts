import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { MenuCategory } from "~/content-client/types";
import { filterMenu, parseMenuFilter, type MenuFilter } from "./menu-filter";

export interface FilteredMenu {
  filter: MenuFilter;
  /** The categories with the dishes that pass (empty categories dropped). */
  categories: MenuCategory[];
  shown: number;
  total: number;
}

/**
 * The menu as the URL's filter shows it. The server renders it from the request's query (so it
 * works without JavaScript); in the browser it follows the query as the filter form replaces it.
 */
export function useFilteredMenu(all: MenuCategory[]): FilteredMenu {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  return useMemo(() => {
    const filter = parseMenuFilter(new URLSearchParams(query));
    return { filter, ...filterMenu(all, filter) };
  }, [all, query]);
}
