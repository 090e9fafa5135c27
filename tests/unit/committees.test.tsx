import {renderToStaticMarkup} from 'react-dom/server';
import {createTranslator} from 'use-intl/core';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {executiveCommittee, filledSlots, initialsOf, organizingCommittee, presidents, roleMessageKey, type Person} from '@/content/people';
import {CommitteeGrid} from '@/components/congress/CommitteeGrid';

const text = (person: Person) => ({role: `role:${person.role}`, location: person.country, photoAlt: `Foto de ${person.name}`});

const slots: Person[] = [
  {name: 'Dra. Ana María Pérez', role: 'president', country: 'PA', photo: '/people/ana.jpg'},
  {name: '', role: 'vicePresident', country: 'CO'},
  {name: '   ', role: 'treasurer', country: 'MX'},
  {name: 'Dr. João Silva', role: 'secretaryGeneral', country: 'BR'},
];

describe('committee slots', () => {
  it('skips slots without a name and keeps the order of the others', () => {
    expect(filledSlots(slots).map((person) => person.role)).toEqual(['president', 'secretaryGeneral']);
  });

  it('renders a card for each named slot only: photo or initials, name, role, country', () => {
    const html = renderToStaticMarkup(<CommitteeGrid members={slots} text={text} emptyText="vacío" />);
    expect(html.match(/data-person/g)).toHaveLength(2);
    expect(html).toContain('Dra. Ana María Pérez');
    expect(html).toContain('alt="Foto de Dra. Ana María Pérez"');
    expect(html).toContain('data-initials="JS"');
    expect(html).toContain('role:secretaryGeneral');
    expect(html).toContain('BR');
    expect(html).not.toContain('role:vicePresident');
    expect(html).not.toContain('role:treasurer');
    expect(html).not.toContain('vacío');
  });

  it('says the committee is coming soon when no slot has a name', () => {
    const html = renderToStaticMarkup(<CommitteeGrid members={[slots[1], slots[2]]} text={text} emptyText="vacío" />);
    expect(html).not.toContain('data-person');
    expect(html).toContain('vacío');
  });

  it('makes initials without titles', () => {
    expect(initialsOf('Dra. Ana María Pérez')).toBe('AP');
    expect(initialsOf('Prof. Élodie')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });

  it('has a translated role for every slot of the content', () => {
    const roles = es.People.roles as Record<string, string>;
    for (const person of [...executiveCommittee, ...organizingCommittee, presidents.league, presidents.congress]) {
      expect(roles[person.role]).toBeTruthy();
    }
  });

  it('titles each person in their own form: Presidenta, Secretaria general, Tesorera; Secretária-geral, Tesoureira', () => {
    const title = (messages: typeof es, person: Pick<Person, 'role' | 'gender'>) =>
      createTranslator({locale: 'es', messages, namespace: 'People'})(roleMessageKey(person));
    expect(title(es, {role: 'president', gender: 'female'})).toBe('Presidenta');
    expect(title(es, {role: 'president'})).toBe('Presidente');
    expect(title(es, {role: 'secretaryGeneral', gender: 'female'})).toBe('Secretaria general');
    expect(title(es, {role: 'treasurer', gender: 'female'})).toBe('Tesorera');
    expect(title(es, {role: 'treasurer', gender: 'male'})).toBe('Tesorero');
    expect(title(pt as typeof es, {role: 'secretaryGeneral', gender: 'female'})).toBe('Secretária-geral');
    expect(title(pt as typeof es, {role: 'treasurer', gender: 'female'})).toBe('Tesoureira');
    expect(title(en as typeof es, {role: 'treasurer', gender: 'female'})).toBe('Treasurer');
  });
});
