#region License
// Copyright (c) .NET Foundation and contributors.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
// http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
//
// The latest version of this file can be found at https://github.com/FluentValidation/FluentValidation
#endregion

namespace FluentValidation;

using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Internal;

internal interface IValidationRuleInternal<T> : IValidationRule<T> {
	ValueTask ValidateAsync(ValidationContext<T> context, CancellationToken cancellation);
	void Validate(ValidationContext<T> context);

	void AddDependentRules(IEnumerable<IValidationRuleInternal<T>> rules);
}

internal interface IValidationRuleInternal<T, TProperty> : IValidationRule<T, TProperty>, IValidationRuleInternal<T> {
	new List<RuleComponent<T,TProperty>> Components { get; }
}
