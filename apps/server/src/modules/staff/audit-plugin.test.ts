import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeOperation } from './audit-plugin';

const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe('describeOperation', () => {
  it('names the root fields, not the name the client chose', () => {
    expect(describeOperation(operation('query Innocent { me { id } featureFlag(name: "x") { id } }'))).toBe(
      'query me,featureFlag',
    );
    expect(describeOperation(operation('mutation { alias: updateProfile(firstName: "a") { ok } }'))).toBe(
      'mutation updateProfile',
    );
  });
});
