import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { blogLevelFilters, type BlogLevelFilter } from '@portal/shared/contracts';
import { Pagination } from '@portal/shared/ui';
import { useBlogs } from '../api/get-blogs';
import { useListPage } from '../../../lib/list-page';
import { fill, helpTexts } from '../texts';
import { ArticleList } from './ArticleList';
import './help-center.css';

const isLevelFilter = (value: string): value is BlogLevelFilter =>
  (blogLevelFilters as readonly string[]).includes(value);

/**
 * /help: the articles ten a page, narrowed by level (All, most relevant, important, interesting, urgent) and by the
 * header's search (`?search=`), each with its helpfulness vote; Contact Us goes to /contact.
 */
export function HelpCenter() {
  const sortId = useId();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [level, setLevel] = useState<BlogLevelFilter>('All');
  const listKey = `${level}|${search}`;
  const [page, setPage] = useListPage(listKey);
  const { data, isLoading, error, mutate } = useBlogs({ page, level, search });
  const list = data?.data;

  return (
    <div className="help-center" data-testid="help-center">
      <div className="help-center__top">
        <div>
          <h2 className="help-center__title">{helpTexts.title}</h2>
          <p className="help-center__intro">{search ? fill(helpTexts.searchResults, { search }) : helpTexts.intro}</p>
        </div>
        <div className="help-center__sort">
          <label htmlFor={sortId}>{helpTexts.sortLabel}</label>
          <select
            id={sortId}
            value={level}
            onChange={(event) => {
              if (isLevelFilter(event.target.value)) setLevel(event.target.value);
            }}
          >
            {blogLevelFilters.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && !list ? (
        <p className="help-empty">{helpTexts.loadFailed}</p>
      ) : (
        <ArticleList articles={list?.docs ?? []} loading={isLoading} onVoted={() => void mutate()} />
      )}
      <Pagination page={page} totalPages={list?.totalPages ?? 0} onChange={setPage} label={helpTexts.pages} />
      <div className="help-center__contact">
        <span>{helpTexts.contactPrompt}</span>
        <Link to="/contact" className="help-center__contact-link">
          {helpTexts.contactUs}
        </Link>
      </div>
    </div>
  );
}
