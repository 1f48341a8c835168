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

namespace FluentValidation.Validators;

using System;
using System.Threading;
using System.Threading.Tasks;
using FluentValidation.Internal;

/// <summary>
/// Asynchronous custom validator
/// </summary>
public class AsyncPredicateValidator<T,TProperty> : AsyncPropertyValidator<T,TProperty> {
	private readonly Func<T, TProperty, ValidationContext<T>, CancellationToken, Task<bool>> _predicate;

	public override string Name => "AsyncPredicateValidator";

	/// <summary>
	/// Creates a new AsyncPredicateValidator
	/// </summary>
	/// <param name="predicate"></param>
	public AsyncPredicateValidator(Func<T, TProperty, ValidationContext<T>, CancellationToken, Task<bool>> predicate) {
		ArgumentNullException.ThrowIfNull(predicate);
		_predicate = predicate;
	}

	public override Task<bool> IsValidAsync(ValidationContext<T> context, TProperty value, CancellationToken cancellation) {
		return _predicate(context.InstanceToValidate, value, context, cancellation);
	}

	protected override string GetDefaultMessageTemplate(string errorCode) {
		return Localized(errorCode, Name);
	}
}
