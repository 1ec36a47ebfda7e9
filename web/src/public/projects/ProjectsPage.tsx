import { useSite } from '../site/SiteContext';
import { CallToAction } from '../layout/CallToAction';
import { CategoryCard } from './CategoryCard';
import { Container } from '../layout/Container';
import { PageHero } from '../layout/PageHero';
import { AllProjects } from './AllProjects';
import { categoriesWithProjects, projectsOf } from './projectLists';
import { SectionHeading } from '../layout/SectionHeading';
import { usePageCrumbs } from '../layout/usePageCrumbs';
import { useWords } from '../site/Localized';

/** Projects landing: the categories as tiles, then every project, filterable by category. */
export function ProjectsPage() {
  const { projects, categories: allCategories } = useSite();
  const categories = categoriesWithProjects(allCategories, projects);
  const words = useWords();

  return (
    <>
      <PageHero
        eyebrow={words.heroes.portfolio}
        title={words.heroes.projectsTitle}
        intro={words.heroes.projectsIntro}
        breadcrumbs={usePageCrumbs()}
      />
      {categories.length > 0 && (
        <section aria-labelledby="categories-heading" className="py-16 sm:py-20">
          <Container>
            <SectionHeading
              id="categories-heading"
              eyebrow={words.projects.categoriesEyebrow}
              title={words.projects.categoriesTitle}
            />
            <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
              {categories.map((category) => (
                <CategoryCard key={category.id} category={category} projects={projectsOf(projects, category)} />
              ))}
            </ul>
          </Container>
        </section>
      )}

      <AllProjects projects={projects} categories={categories} />

      <CallToAction />
    </>
  );
}
